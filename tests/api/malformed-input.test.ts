import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDirectly } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { buildWorld, type World } from '../support/matrix-world';
import { ROUTES, type RouteContext, routeTable } from '../support/route-catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Generated bad input against every route, as the owner of the things the paths name: no answer
 * may be a server error, and none may hang. Runs on SQLite and, in CI, on PostgreSQL, whose
 * stricter types (no NUL in text, no year 0) are where such errors used to hide.
 */

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t, new TestClient(t));
});
afterAll(async () => {
  await t.close();
});

type Attempt = {
  label: string;
  method: string;
  path: string;
  body?: BodyInit;
  headers?: Record<string, string>;
};

const HANG_MS = 15_000;
const JSON_TYPE = { 'content-type': 'application/json' };

/** Values that cannot be ids, each already written as it would appear in a URL. */
const BAD_IDS = [
  '%00',
  'abc%00def',
  'x'.repeat(300),
  '%FF%FE',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%E0%A4%A',
  "'%20OR%201%3D1--",
  '-1',
  '1e309',
  'null',
  '%F0%9F%98%80',
  '%20',
  '%0D%0A',
  '%25',
  encodeURIComponent('<script>'),
];

/** Bodies that are not what any route expects, sent as JSON. */
const BAD_JSON_BODIES = [
  '',
  '{',
  '{"a":',
  '[]',
  '"text"',
  '123',
  'null',
  'true',
  '1e400',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`,
  '{"title":"\\u0000"}',
  '{"\\u0000":"key"}',
  '\u0000',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
];

/** Wrong values for a field. */
const BAD_VALUES: unknown[] = [
  null,
  123,
  -1,
  1e308,
  true,
  [],
  {},
  ['x'],
  { $gt: '' },
  '',
  'x'.repeat(70_000),
  'nul\u0000',
  '0000-01-01',
  '9999-99-99',
  '2024-02-30T25:61:00Z',
  '../../etc/passwd',
  'javascript:alert(1)',
  '\ud800',
];

/** Fields our routes and better-auth read, all set to one wrong value at once. */
const EVERY_FIELD = [
  'title',
  'description',
  'category',
  'targetDate',
  'imageId',
  'milestoneTitles',
  'customCategoryId',
  'icon',
  'color',
  'type',
  'mediaId',
  'content',
  'caption',
  'tags',
  'isPublic',
  'expiresInDays',
  'url',
  'newPassword',
  'currentPassword',
  'password',
  'email',
  'newEmail',
  'name',
  'image',
  'locale',
  'token',
  'otp',
  'code',
  'userId',
  'role',
  'callbackURL',
  'redirectTo',
  'provider',
  'providerId',
  'error',
  'errorId',
  'stack',
  'section',
  'banReason',
  'banExpiresIn',
  'sessionToken',
  'data',
  'permissions',
];

const BAD_QUERIES = [
  'cursor=%00',
  `cursor=${Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000Z', 'a'])).toString('base64url')}`,
  `cursor=${Buffer.from(JSON.stringify(['2024-01-01T00:00:00.000Z', 'a\u0000'])).toString('base64url')}`,
  `cursor=${Buffer.from('{"not":"a tuple"}').toString('base64url')}`,
  'cursor=%%%',
  'limit=-1',
  'limit=1e309',
  'limit=NaN',
  'limit=1&limit=2',
  'status=deleted',
  'status[]=active',
  'category=Nowhere',
  'category=%00',
  'customCategory=%00',
  `customCategory=${'c'.repeat(300)}`,
  'to=%00@example.com',
  'share=%00',
  `share=${'s'.repeat(5000)}`,
  'token=%00',
  'id=%00',
  'callbackURL=javascript:alert(1)',
  'callbackURL=https%3A%2F%2Fevil.example',
  'error=%3Cscript%3E',
  `q=${'q'.repeat(7000)}`,
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/json; charset=utf-16',
];

const BAD_MULTIPART: Array<[string, string]> = [
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'],
  ['multipart/form-data; boundary=x', '--x--\r\n'],
  [
    'multipart/form-data; boundary=x',
    `--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n${'X-Long: y\r\n'.repeat(2000)}\r\nabc\r\n--x--\r\n`,
  ],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nabc\r\n--x--\r\n',
  ],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg onload="alert(1)"/>\r\n--x--\r\n',
  ],
  [
    'multipart/form-data; boundary=y',
    '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
  ],
];

const BAD_HEADERS: Array<Record<string, string>> = [
  { cookie: 'someday.session_token=abc.def' },
  { cookie: `someday.session_token=${'a'.repeat(4000)}` },
  { cookie: 'someday.session_token=%00.%00' },
  { cookie: 'someday.session_token="unterminated' },
  { origin: 'null' },
  { range: 'bytes=abc' },
  { range: 'bytes=999999999999999999999-' },
  { range: 'bytes=0-1,2-3,4-5' },
  { 'if-none-match': '"\u00ff"' },
  { 'x-forwarded-for': '%00, 999.1.1.1' },
];

function contextOfOwner(): RouteContext {
  return { t, world, things: world.owner, persona: 'owner' };
}

/** The route's working request for the owner, as the catalogue builds it. */
async function baseRequest(key: string) {
  const row = ROUTES[key];
  if (!row) throw new Error(`no catalogue row for ${key}`);
  const [method = 'GET', pattern = '/'] = key.split(' ');
  const context = contextOfOwner();
  const path = typeof row.path === 'function' ? row.path(context) : (row.path ?? pattern);
  const body =
    row.body === 'image' ? undefined : typeof row.body === 'function' ? await row.body(context) : row.body;
  return { method, pattern, path, body: body as Record<string, unknown> | undefined };
}

/** The same path with one parameter segment (by its place in the pattern) replaced. */
function withParam(path: string, index: number, value: string) {
  const [pathname = '', query] = path.split('?');
  const segments = pathname.split('/');
  segments[index] = value;
  return query ? `${segments.join('/')}?${query}` : segments.join('/');
}

async function attemptsFor(key: string): Promise<Attempt[]> {
  const { method, pattern, path, body } = await baseRequest(key);
  const attempts: Attempt[] = [];
  const add = (label: string, attempt: Omit<Attempt, 'label' | 'method'> & { method?: string }) =>
    attempts.push({ label: `${key} ${label}`, method, ...attempt });

  pattern.split('/').forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    for (const bad of BAD_IDS) add(`${segment}=${bad.slice(0, 20)}`, { path: withParam(path, index, bad) });
  });
  const separator = path.includes('?') ? '&' : '?';
  for (const query of BAD_QUERIES) add(`?${query.slice(0, 30)}`, { path: `${path}${separator}${query}` });
  for (const headers of BAD_HEADERS) add(`header ${Object.keys(headers)[0]}`, { path, headers });
  if (method === 'GET') return attempts;

  for (const raw of BAD_JSON_BODIES) add(`body ${raw.slice(0, 20)}`, { path, body: raw, headers: JSON_TYPE });
  for (const type of WRONG_CONTENT_TYPES) {
    add(`type ${type}`, { path, body: JSON.stringify(body ?? {}), headers: { 'content-type': type } });
  }
  for (const [type, raw] of BAD_MULTIPART)
    add(`multipart ${raw.slice(4, 24)}`, { path, body: raw, headers: { 'content-type': type } });
  for (const value of BAD_VALUES) {
    const everyField = Object.fromEntries(EVERY_FIELD.map((field) => [field, value]));
    add(`every field ${JSON.stringify(value).slice(0, 20)}`, {
      path,
      body: JSON.stringify(everyField),
      headers: JSON_TYPE,
    });
    for (const field of Object.keys(body ?? {})) {
      add(`${field}=${JSON.stringify(value).slice(0, 20)}`, {
        path,
        body: JSON.stringify({ ...body, [field]: value }),
        headers: JSON_TYPE,
      });
    }
  }
  add('invalid UTF-8', {
    path,
    body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    headers: JSON_TYPE,
  });
  add('oversized chunked body', {
    path,
    body: new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
        controller.close();
      },
    }),
    headers: JSON_TYPE,
  });
  return attempts;
}

/** Sign-outs and deletions come last, so the owner's session and things serve every other attempt. */
const DESTRUCTIVE =
  /^(DELETE |POST \/api\/auth\/(sign-out|revoke-sessions|admin\/|delete-user)|POST \/api\/system\/force-logout)/;

async function run(attempt: Attempt) {
  // A fresh client address per attempt: per-address limits would otherwise answer most of them 429.
  const client = new TestClient(t);
  // A bad cookie of the attempt's own replaces the owner's session.
  if (!attempt.headers?.cookie) {
    for (const [name, value] of world.clients.owner.cookies) client.cookies.set(name, value);
  }
  const timeout = new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), HANG_MS).unref());
  const request = client
    .send(attempt.path, {
      method: attempt.method,
      ...(attempt.body === undefined ? {} : { body: attempt.body }),
      headers: attempt.headers ?? {},
      ...(attempt.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit & { headers: Record<string, string> })
    .then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  return Promise.race([request, timeout]);
}

describe(`malformed input on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers more than a thousand bad requests across every route with 4xx, none hanging', async () => {
    const keys = routeTable(t).sort((a, b) => Number(DESTRUCTIVE.test(a)) - Number(DESTRUCTIVE.test(b)));
    const attempts = (await Promise.all(keys.map(attemptsFor))).flat();
    expect(attempts.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    const counts = new Map<number | string, number>();
    // Many at a time: the deliberately slow account-probing answers then overlap the rest.
    for (let i = 0; i < attempts.length; i += 32) {
      const batch = attempts.slice(i, i + 32);
      const outcomes = await Promise.all(batch.map(run));
      outcomes.forEach((outcome, j) => {
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
        if (outcome === 'hang' || outcome >= 500) failures.push(`${outcome} ${batch[j]?.label}`);
      });
      // Sign-outs and account changes in the batch must not leave the rest signed out.
      await signInDirectly(t, world.clients.owner, world.users.owner.id);
    }
    expect(failures).toEqual([]);
    // Most attempts must have reached the routes' own checks, not been stopped at the door.
    expect(counts.get(401) ?? 0).toBeLessThan(attempts.length / 4);
  }, 600_000);
});
