import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { freePort } from './free-port';

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code, and the moment of exit (performance.now()). */
  exited: Promise<{ code: number | null; at: number }>;
  output(): string;
};

/**
 * The server from source (`node --import tsx src/server/main.ts`) in demo mode on a free port,
 * once its health check answers. `env` adds to the minimal environment (DATA_DIR, DATABASE_URL...).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH, PORT: String(port), BASE_URL: base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy at ${base}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, child, exited, output: () => output };
}

/**
 * Signs a user up through the public API of a running server, follows the verification link from
 * the demo mailbox (which signs them in) and answers the session cookie. `headers` go with both
 * requests (an X-Forwarded-For address for a server that trusts a proxy).
 */
export async function signUpThroughMailbox(
  base: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify({ name: 'Tester', email, password: 'a long enough password', callbackURL: '/' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const link = await verificationLink(base, email);
  const verified = await fetch(link, { redirect: 'manual', headers });
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('verification set no session cookie');
  return cookie;
}

/** The verification link mailed to `email`; the mail may leave after sign-up has answered. */
async function verificationLink(base: string, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mailbox = (await (
      await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
    ).json()) as {
      messages: { links: string[] }[];
    };
    const link = mailbox.messages[0]?.links.find((l) => l.includes('/verify-email'));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no verification mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type HttpAnswer = { status: number; connection: string | undefined; body: string };

/**
 * One request over node:http with the given agent (fetch hides which socket a request used and
 * why it failed). Rejects with the socket error, e.g. ECONNREFUSED or ECONNRESET.
 */
export function httpRequest(
  agent: http.Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...init.headers };
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
    const req = http.request(url, { method: init.method ?? 'GET', agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.once('error', reject);
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
      );
      res.once('close', () => {
        if (!res.complete) reject(Object.assign(new Error('response cut short'), { code: 'ECONNRESET' }));
      });
    });
    req.once('error', reject);
    req.end(init.body);
  });
}
