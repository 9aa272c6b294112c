import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import {
  type HttpAnswer,
  httpRequest,
  type ServerProcess,
  signUpThroughMailbox,
  startServerProcess,
} from '../support/server-process';
import { createTestDatabase } from '../support/test-database';

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

const WRITERS = 16;
const WARM_UP_GOALS = 150;

type Outcome = { title: string; status?: number; error?: string };

/** POSTs goals with unique titles over one keep-alive agent until the server refuses connections. */
async function keepWriting(base: string, cookie: string, writer: number, agent: http.Agent, log: Outcome[]) {
  for (let i = 0; ; i++) {
    const title = `Drain ${writer}-${i}`;
    try {
      const answer = await httpRequest(agent, `${base}/api/bucket-list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ title, category: 'Travel' }),
      });
      log.push({ title, status: answer.status });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      log.push({ title, error: code });
      if (code === 'ECONNREFUSED') return;
    }
  }
}

/** Polls health over its own keep-alive socket until the server refuses connections. */
async function keepPollingHealth(
  base: string,
  agent: http.Agent,
  log: Array<HttpAnswer | { error: string }>,
) {
  for (;;) {
    try {
      log.push(await httpRequest(agent, `${base}/api/health`));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      log.push({ error: code });
      if (code === 'ECONNREFUSED') return;
    }
  }
}

function untilAcknowledged(log: Outcome[], count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () =>
      log.filter((o) => o.status === 201).length >= count ? resolve() : setImmediate(check);
    check();
  });
}

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

it(`drains keep-alive writers on SIGTERM on ${engine}: every write answered or refused cleanly, then exit 0`, async () => {
  const database = await createTestDatabase();
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    const { base } = server;
    const email = `drain${Date.now()}@example.com`;
    const cookie = await signUpThroughMailbox(base, email);
    const checkout = await fetch(`${base}/api/billing/demo-checkout`, {
      method: 'POST',
      headers: { origin: base, cookie },
    });
    expect(checkout.status).toBe(200);

    const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
    const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idleAgent = new http.Agent({ keepAlive: true });
    const writes: Outcome[] = [];
    const health: Array<HttpAnswer | { error: string }> = [];
    const clients = [
      ...Array.from({ length: WRITERS }, (_, n) => keepWriting(base, cookie, n, agent, writes)),
      keepPollingHealth(base, healthAgent, health),
    ];
    await untilAcknowledged(writes, WARM_UP_GOALS);
    // A client that keeps its socket open without using it, as a browser does: the drain must
    // close it rather than wait out the server's usual keep-alive timeout (5 s).
    expect((await httpRequest(idleAgent, `${base}/api/health`)).connection).toBe('keep-alive');

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await Promise.all(clients);
    const exit = await server.exited;
    for (const a of [agent, healthAgent, idleAgent]) a.destroy();

    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(5000);
    // A written request is answered; only a new connection after the listener closed is refused.
    expect(writes.filter((o) => o.error && o.error !== 'ECONNREFUSED')).toEqual([]);
    expect(writes.filter((o) => o.status !== undefined && o.status !== 201)).toEqual([]);
    // Health turned 503 while requests were still served, and told the client not to reuse the socket.
    const answers = health.filter((a): a is HttpAnswer => 'status' in a);
    const refusing = answers.filter((a) => a.status === 503);
    expect(refusing.length).toBeGreaterThan(0);
    expect(refusing.every((a) => a.connection === 'close')).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(health.filter((a) => 'error' in a && a.error !== 'ECONNREFUSED')).toEqual([]);

    const acknowledged = writes.filter((o) => o.status === 201).map((o) => o.title);
    const stored = await database.handle.db
      .selectFrom('goal')
      .innerJoin('user', 'user.id', 'goal.userId')
      .select('goal.title')
      .where('user.email', '=', email)
      .execute();
    const storedTitles = new Set(stored.map((row) => row.title));
    expect(acknowledged.filter((title) => !storedTitles.has(title))).toEqual([]);
  } finally {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database.drop();
  }
}, 60_000);
