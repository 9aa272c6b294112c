import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedScrapbook } from '../common/shares';
import { webAppRoutes } from './web-app';

const SHELL =
  '<!doctype html>\n<html lang="en"><head><title>Someday</title><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>\n';
/** The app's page as a visitor gets it: marked as seen without a session cookie. */
const VISITOR_SHELL = SHELL.replace('<html', '<html data-session="0"');
const FRAME =
  '<!doctype html>\n<html lang="en"><head><title>Someday</title><script type="module" src="/assets/shared-boot-a.js" data-app="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>\n';
// Stands in for the renderer scripts/prerender.ts bundles; says when it is loaded and what it got.
const RENDERER = `
globalThis.sharedRendererLoaded = true;
export function renderSharedPage(data, language, demo) {
  return {
    title: data ? data.share.title + ' $& · Someday' : 'Shared scrapbook · Someday',
    body: '<main>' + (data ? data.wish.title : 'not found') + ' ' + language + (demo ? ' demo' : '') + '</main>',
  };
}
`;

const scrapbook: SharedScrapbook = {
  share: {
    title: 'Trip <1>',
    description: null,
    viewCount: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: null,
  },
  wish: {
    title: 'Ride a balloon',
    description: null,
    category: 'Travel',
    imageData: '/media/i1?share=live',
    completedAt: null,
    progress: { done: 0, total: 0 },
    customCategory: null,
  },
  memories: [],
};

let webDir: string;
const viewed: string[] = [];
const sharedPage = async (token: string) => {
  viewed.push(token);
  return token === 'live' ? scrapbook : null;
};
const loaded = () => (globalThis as { sharedRendererLoaded?: boolean }).sharedRendererLoaded === true;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'someday-web-app-'));
  mkdirSync(join(webDir, 'prerendered'));
  mkdirSync(join(webDir, '.ssr'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  writeFileSync(join(webDir, 'prerendered', 'shared.html'), FRAME);
  writeFileSync(join(webDir, '.ssr', 'render-shared.mjs'), RENDERER);
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('the shared page rendered by the server', () => {
  const app = () => webAppRoutes(webDir, { baseUrl: 'https://someday.test', sharedPage });

  it('loads the renderer with the first shared page only', async () => {
    const routes = app();
    expect((await routes.request('/dashboard')).status).toBe(200);
    expect(loaded()).toBe(false);
    await routes.request('/shared/live');
    expect(loaded()).toBe(true);
  });

  it('sends the book in the reader language with its preview tags and one small script, never stored', async () => {
    const res = await app().request('/shared/live', {
      headers: { cookie: 'i18nextLng=th', 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<title>Trip &lt;1&gt; $&amp; · Someday</title>');
    expect(html).toContain('<div id="root"><main>Ride a balloon th</main></div>');
    expect(html).toContain('<meta property="og:title" content="Trip &lt;1&gt;">');
    expect(html).toContain('<meta property="og:description" content="Ride a balloon">');
    expect(html).toContain('<meta property="og:image" content="https://someday.test/media/i1?share=live">');
    expect(html).toContain('src="/assets/shared-boot-a.js"');
    expect(viewed).toContain('live');
  });

  it('takes ?lang= before the cookie, and marks demo mode', async () => {
    const routes = webAppRoutes(webDir, { baseUrl: 'https://someday.test', sharedPage, demo: true });
    const html = await (
      await routes.request('/shared/live?lang=en', { headers: { cookie: 'i18nextLng=th' } })
    ).text();
    expect(html).toContain('<html data-mode="demo" lang="en">');
    expect(html).toContain('<main>Ride a balloon en demo</main>');
  });

  it('says a dead link leads nowhere, without preview tags', async () => {
    const html = await (await app().request('/shared/gone')).text();
    expect(html).toContain('<main>not found en</main>');
    expect(html).not.toContain('og:title');
  });

  it('leaves the page to the app when the renderer cannot be loaded', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'someday-web-app-'));
    mkdirSync(join(broken, 'prerendered'));
    mkdirSync(join(broken, '.ssr'));
    writeFileSync(join(broken, 'index.html'), SHELL);
    writeFileSync(join(broken, 'prerendered', 'shared.html'), FRAME);
    writeFileSync(join(broken, '.ssr', 'render-shared.mjs'), 'export const = ;');
    const routes = webAppRoutes(broken, { baseUrl: 'https://someday.test', sharedPage });
    const res = await routes.request('/shared/live');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(VISITOR_SHELL);
    rmSync(broken, { recursive: true, force: true });
  });

  it('leaves the page to the app without a source of scrapbooks', async () => {
    const html = await (
      await webAppRoutes(webDir, { baseUrl: 'https://someday.test' }).request('/shared/live')
    ).text();
    expect(html).toBe(VISITOR_SHELL);
  });
});

describe("the app's page", () => {
  it('says whether the request carried a session cookie, and varies on cookies', async () => {
    const routes = webAppRoutes(webDir, { baseUrl: 'https://someday.test', sessionCookiePrefix: 'someday' });
    const visitor = await routes.request('/dashboard');
    expect(await visitor.text()).toBe(VISITOR_SHELL);
    expect(visitor.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    for (const cookie of ['someday.session_token=abc', 'a=1; __Secure-someday.session_token=abc']) {
      const signedIn = await routes.request('/dashboard', { headers: { Cookie: cookie } });
      expect(await signedIn.text()).toBe(SHELL.replace('<html', '<html data-session="1"'));
      expect(signedIn.headers.get('ETag')).not.toBe(visitor.headers.get('ETag'));
    }
  });
});

describe("a signed-in person's dashboard", () => {
  const APP_PAGE =
    '<!doctype html>\n<html lang="en"><head><title>Someday</title></head><body><div id="root"><!-- app-skeleton --><header></header><!-- /app-skeleton --></div></body></html>\n';
  const headings = {
    en: { named: '<main><h1>Welcome, %NAME%</h1></main>', unnamed: '<main><h1>Welcome</h1></main>' },
    th: { named: '<main><h1>ยินดีต้อนรับ %NAME%</h1></main>', unnamed: '<main><h1>ยินดีต้อนรับ</h1></main>' },
  };
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'someday-web-app-dashboard-'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'index.html'), APP_PAGE);
    writeFileSync(join(dir, 'prerendered', 'dashboard-skeleton.json'), JSON.stringify(headings));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const asked: string[] = [];
  const routes = (name: string | null | (() => Promise<string | null>)) =>
    webAppRoutes(dir, {
      baseUrl: 'https://someday.test',
      sessionCookiePrefix: 'someday',
      signedInName: (c) => {
        asked.push(c.req.path);
        return typeof name === 'function' ? name() : Promise.resolve(name);
      },
    });
  const session = { Cookie: 'someday.session_token=abc' };
  const plainShell = APP_PAGE.replace('<html', '<html data-session="1"');
  const withHeading = (heading: string, language = 'en') =>
    plainShell
      .replace('lang="en"', `lang="${language}"`)
      .replace('<!-- /app-skeleton -->', () => `<!-- /app-skeleton -->${heading}`);

  it('comes with its heading, the name escaped, kept by no shared cache', async () => {
    const res = await routes('<img src=x onerror=alert(1)> & "Fah"').request('/dashboard', {
      headers: session,
    });
    const html = await res.text();
    expect(html).toBe(
      withHeading('<main><h1>Welcome, &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Fah&quot;</h1></main>'),
    );
    expect(html).not.toContain('<img');
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    expect(res.headers.get('ETag')).toBeNull();
  });

  it('is in the language the person chose, on `/` too, compressed when asked', async () => {
    const th = await routes('Fah').request('/?lang=th', { headers: session });
    expect(await th.text()).toBe(withHeading('<main><h1>ยินดีต้อนรับ Fah</h1></main>', 'th'));
    const res = await routes('Fah $& $1').request('/Dashboard/', {
      headers: { Cookie: 'i18nextLng=th; someday.session_token=abc', 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(
      withHeading('<main><h1>ยินดีต้อนรับ Fah $&amp; $1</h1></main>', 'th'),
    );
  });

  it('says only "Welcome" to a person without a name', async () => {
    const res = await routes('').request('/', { headers: session });
    expect(await res.text()).toBe(withHeading(headings.en.unnamed));
  });

  it('is the plain app page without a valid, verified session, or when it cannot be read', async () => {
    expect(await (await routes(null).request('/', { headers: session })).text()).toBe(plainShell);
    const failing = routes(() => Promise.reject(new Error('database down')));
    const res = await failing.request('/dashboard', { headers: session });
    expect(await res.text()).toBe(plainShell);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('is asked for only where the app shows the dashboard at once', async () => {
    asked.length = 0;
    const app = routes('Fah');
    const plain = async (path: string, cookie = session.Cookie) =>
      expect(await (await app.request(path, { headers: { Cookie: cookie } })).text()).toBe(plainShell);
    await plain('/profile');
    await plain('/dashboard/other');
    await plain('/?refresh=true');
    await plain('/dashboard?code=1&state=2');
    await plain('/dashboard?error=INVALID_TOKEN');
    await plain('/', 'someday.session_token=abc; account_deleted=1');
    expect(asked).toEqual([]);
    const visitor = await app.request('/dashboard');
    expect(await visitor.text()).toBe(APP_PAGE.replace('<html', '<html data-session="0"'));
    expect(asked).toEqual([]);
    const upgraded = await app.request('/dashboard?upgraded=1', { headers: session });
    expect(await upgraded.text()).toContain('<h1>Welcome, Fah</h1>');
  });
});
