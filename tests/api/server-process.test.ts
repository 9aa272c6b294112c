import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../support/free-port';

async function waitForHealth(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

it('starts in demo mode with its data folder, then shuts down cleanly on SIGTERM', async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'someday-process-')), 'data');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 20_000);
  expect(await health.json()).toEqual({ status: 'ok' });
  expect(existsSync(join(dataDir, 'someday.db'))).toBe(true);
  expect(existsSync(join(dataDir, 'auth-secret'))).toBe(true);

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('shutting down');
  expect(output).toContain('"msg":"stopped"');
});
