import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeLibreTranslate } from '../support/fake-libretranslate';
import { freePort } from '../support/free-port';
import { createTestDatabase } from '../support/test-database';

/**
 * Starts the built server (`npm run build` first) on a free port with a fresh data folder, and on
 * a fresh PostgreSQL database when TEST_DATABASE_URL is set, with a fake LibreTranslate as its
 * translation engine, and tells the test workers where both are. Returns the teardown.
 */
export default async function globalSetup() {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    throw new Error('Build the app first: npm run build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'someday-e2e-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    await database.handle.db.destroy();
    databaseUrl = database.databaseUrl;
    dropDatabase = database.drop;
  }
  // The translation tool's engine: a loopback server speaking LibreTranslate's protocol.
  const translator = await startFakeLibreTranslate();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Fixtures name their own client address (tests/support/e2e-users.ts); the browser, which
      // sends no X-Forwarded-For, is still keyed by its socket.
      TRUST_PROXY: '1',
      TRANSLATE_URL: translator.url,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  process.env.E2E_BASE_URL = baseUrl;
  // Fixtures write their users into the server's own database (tests/support/e2e-seed.ts).
  process.env.E2E_DATA_DIR = dataDir;
  if (databaseUrl) process.env.E2E_DATABASE_URL = databaseUrl;

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await translator.close();
    await dropDatabase?.().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
