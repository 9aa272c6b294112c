import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser } from '../support/verified-user';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const SHELL =
  '<!doctype html>\n<html lang="en"><head><title>Someday</title></head><body><div id="root"><!-- app-skeleton --><!-- /app-skeleton --></div></body></html>\n';
/** As scripts/prerender.ts writes it (src/web/features/dashboard/static). */
const DASHBOARD_HEADINGS = {
  en: { named: '<main><h1>Welcome, %NAME%</h1></main>', unnamed: '<main><h1>Welcome</h1></main>' },
  th: { named: '<main><h1>ยินดีต้อนรับ %NAME%</h1></main>', unnamed: '<main><h1>ยินดีต้อนรับ</h1></main>' },
};
const landing = (language: string, demo: boolean) =>
  `<!doctype html>\n<html lang="${language}"><head><title>landing ${language}${demo ? ' demo' : ''}</title></head><body>${'text '.repeat(100)}</body></html>\n`;

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'someday-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, 'prerendered'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  // As scripts/precompress.ts leaves them: each copy beside its file.
  const script = join(webDir, 'assets', 'app-Ab12Cd34.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(join(webDir, 'prerendered', 'dashboard-skeleton.json'), JSON.stringify(DASHBOARD_HEADINGS));
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  for (const language of ['en', 'th']) {
    for (const demo of [false, true]) {
      writeFileSync(
        join(webDir, 'prerendered', `landing-${language}${demo ? '-demo' : ''}.html`),
        landing(language, demo),
      );
    }
  }
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/**
 * The app's page as a visitor gets it: in demo mode (the test app's) it says so, for the banner to
 * show at once, and it says no session cookie came with the request.
 */
const shell = () => SHELL.replace('<html', '<html data-session="0" data-mode="demo"');
const get = (path: string, headers: Record<string, string> = {}) =>
  new TestClient(t).request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('hashed assets', () => {
  const path = '/assets/app-Ab12Cd34.js';

  it('come as brotli, else gzip, else as they are, by Accept-Encoding', async () => {
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(SCRIPT);

    const gzip = await get(path, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const zipped = await bytes(gzip);
    expect(Number(gzip.headers.get('content-length'))).toBe(zipped.length);
    expect(gunzipSync(zipped).toString()).toBe(SCRIPT);

    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);

    for (const res of [br, gzip, plain]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answer 304 to a cache that holds them already', async () => {
    const first = await get(path, { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('that do not exist are a 404, not the page', async () => {
    const res = await get('/assets/app-OldBuild.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('compressed copies and build folders are not files of the site', async () => {
    expect((await get(`${path}.br`)).status).toBe(404);
    expect(await (await get('/prerendered/landing-th.html', { 'accept-encoding': 'identity' })).text()).toBe(
      shell(),
    );
  });
});

it('other files are cached for an hour; a file without compressed copies comes as it is', async () => {
  const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(res.headers.get('content-encoding')).toBeNull();
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
});

describe('pages', () => {
  it('are the app in demo mode, as the test app runs', () => {
    expect(t.config.mode).toBe('demo');
  });

  it('are revalidated each time, compressed, with an ETag that answers 304', async () => {
    const res = await get('/dashboard', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(shell());

    const etag = res.headers.get('etag') as string;
    const again = await get('/dashboard', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  const landingText = async (path: string, headers: Record<string, string> = {}) =>
    (await get(path, { 'accept-encoding': 'identity', ...headers })).text();
  const suffix = () => (t.config.mode === 'demo' ? ' demo' : '');

  it('`/` is the prerendered landing page for a visitor, in the language they chose', async () => {
    expect(await landingText('/')).toContain(`<title>landing en${suffix()}</title>`);
    expect(await landingText('/', { cookie: 'i18nextLng=th' })).toContain(
      `<title>landing th${suffix()}</title>`,
    );
    expect(await landingText('/', { cookie: 'i18nextLng=th-TH' })).toContain('<html lang="th">');
    expect(await landingText('/?lang=th')).toContain('<html lang="th">');
    expect(await landingText('/?lang=en', { cookie: 'i18nextLng=th' })).toContain('<html lang="en">');
    const res = await get('/', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(gunzipSync(await bytes(res)).toString()).toContain('<title>landing en');
  });

  it("`/` is a signed-in person's dashboard with its heading, and the app wherever it has something to do", async () => {
    const user = await signInVerifiedUser(t);
    const res = await user.client.request('/', { headers: { 'accept-encoding': 'identity' } });
    // Marked as asked with a session cookie (the app then fetches the dashboard's reads at once),
    // with the heading the dashboard shows, in the person's language: it paints with the HTML.
    const signedIn = shell().replace('data-session="0"', 'data-session="1"');
    const withHeading = (heading: string) =>
      signedIn.replace('<!-- /app-skeleton -->', () => `<!-- /app-skeleton -->${heading}`);
    expect(await res.text()).toBe(withHeading('<main><h1>Welcome, Fah Tester</h1></main>'));
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const thai = await user.client.request('/dashboard?lang=th');
    expect(await thai.text()).toBe(
      withHeading('<main><h1>ยินดีต้อนรับ Fah Tester</h1></main>').replace('lang="en"', 'lang="th"'),
    );
    // Elsewhere, and where the app handles the request first, the app's page as built.
    expect(await (await user.client.request('/profile')).text()).toBe(signedIn);
    expect(await (await user.client.request('/?refresh=true')).text()).toBe(signedIn);
    expect(await landingText('/?deleted=1')).toBe(shell());
    expect(await landingText('/', { cookie: 'account_deleted=1' })).toBe(shell());
  });

  it("escapes the person's name in the dashboard's heading", async () => {
    const user = await signInVerifiedUser(t, '<img src=x onerror=alert(1)>');
    const html = await (await user.client.request('/dashboard')).text();
    expect(html).toContain('<h1>Welcome, &lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).not.toContain('<img');
  });

  it('a session that is not (or no longer) valid gets the app page without a heading', async () => {
    const forged = await get('/dashboard', { cookie: 'someday.session_token=forged.value' });
    expect(await forged.text()).toBe(shell().replace('data-session="0"', 'data-session="1"'));
    expect(forged.headers.get('cache-control')).toBe('no-cache');
  });
});
