/**
 * Do answers tell whether an address has an account? Starts the built server (demo mode, trusting
 * one proxy hop so each request can come from its own address and no per-address limit interferes),
 * makes verified accounts, then times each account-probing request for known and unknown addresses,
 * interleaved, and prints status, body equality and timing medians per endpoint.
 * Usage: npm run build && npm run bench:enumeration
 */
import { signUpThroughMailbox } from '../tests/support/server-process';
import { median } from './bench-kit';
import { startBenchServer } from './bench-server';

const SAMPLES = Number(process.env.SAMPLES ?? 30);
const PASSWORD = 'a long enough password';

const server = await startBenchServer('enumeration', { env: { TRUST_PROXY: '1' }, output: 'ignore' });
const { base } = server;
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

type Answer = { status: number; body: string; ms: number; cookie?: string };

async function post(path: string, body: unknown, cookie?: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}/api/auth${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': nextAddress(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text, ms: performance.now() - started };
}

/** A verified account and its session cookie, through the demo mailbox as a person would. */
async function account(label: string) {
  const email = `${label}${Date.now()}${addressCounter}@example.com`;
  const cookie = await signUpThroughMailbox(base, email, { 'x-forwarded-for': nextAddress() });
  return { email, cookie };
}

const unknown = (label: string) => `${label}${Date.now()}${Math.random().toString(36).slice(2)}@example.com`;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? 0;
/** A body's structure: its keys and the type of each value (ids, names and times differ anyway). */
function shape(body: string): string {
  const typed = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(typed);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, typed(v)]),
      );
    }
    return value === null ? 'null' : typeof value;
  };
  try {
    return JSON.stringify(typed(JSON.parse(body)));
  } catch {
    return body;
  }
}

type Probe = { name: string; known: (i: number) => Promise<Answer>; unknown: (i: number) => Promise<Answer> };

const accounts: Array<{ email: string; cookie: string }> = [];
for (let i = 0; i < SAMPLES; i += 1) accounts.push(await account('known'));
const account0 = accounts[0] as { email: string; cookie: string };

const probes: Probe[] = [
  {
    name: 'sign-up (existing vs new address)',
    known: (i) => post('/sign-up/email', { name: 'Probe', email: accounts[i]?.email, password: PASSWORD }),
    unknown: () => post('/sign-up/email', { name: 'Probe', email: unknown('new'), password: PASSWORD }),
  },
  {
    name: 'password reset request',
    known: (i) =>
      post('/request-password-reset', { email: accounts[i]?.email, redirectTo: '/reset-password' }),
    unknown: () =>
      post('/request-password-reset', { email: unknown('nobody'), redirectTo: '/reset-password' }),
  },
  {
    name: 'sign-in code request',
    known: (i) => post('/email-otp/send-verification-otp', { email: accounts[i]?.email, type: 'sign-in' }),
    unknown: () => post('/email-otp/send-verification-otp', { email: unknown('nobody'), type: 'sign-in' }),
  },
  {
    name: 'change email to a taken vs a free address',
    known: (i) =>
      post('/change-email', { newEmail: accounts[1 + (i % (SAMPLES - 1))]?.email }, account0.cookie),
    unknown: () => post('/change-email', { newEmail: unknown('free') }, account0.cookie),
  },
];

process.stdout.write(`${SAMPLES} samples per case, known and unknown interleaved\n\n`);
process.stdout.write(
  '| request | status known / unknown | same body shape | median ms known / unknown | p90 ms known / unknown |\n',
);
process.stdout.write('|---|---|---|---|---|\n');
for (const probe of probes) {
  const known: Answer[] = [];
  const fresh: Answer[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    known.push(await probe.known(i));
    fresh.push(await probe.unknown(i));
  }
  const statuses = (answers: Answer[]) => [...new Set(answers.map((a) => a.status))].join(',');
  const sameBody = known.every((a, i) => shape(a.body) === shape(fresh[i]?.body ?? ''));
  const ms = (answers: Answer[], f: (v: number[]) => number) => f(answers.map((a) => a.ms)).toFixed(0);
  process.stdout.write(
    `| ${probe.name} | ${statuses(known)} / ${statuses(fresh)} | ${sameBody ? 'yes' : 'no'} | ${ms(known, median)} / ${ms(fresh, median)} | ${ms(known, p90)} / ${ms(fresh, p90)} |\n`,
  );
}
await server.stop();
