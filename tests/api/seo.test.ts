import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeoPages, SeoViews } from '@common/seo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrerDomain } from '../../src/server/features/seo/page-view-counter';
import { directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Someday</title></head><body><div id="root"></div></body></html>';
const LANDING_HTML =
  '<!doctype html><html lang="en"><head><title>Someday</title>\n    <meta name="description" content="Built text." />\n</head><body><h1>Landing</h1><footer><nav data-document-links=""></nav></footer></body></html>';

describe(`SEO and page views on ${engine}`, () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'someday-seo-'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    mkdirSync(join(webDir, 'prerendered'));
    // Both modes' files: the test app runs in demo mode.
    for (const mode of ['', '-demo']) {
      writeFileSync(join(webDir, 'prerendered', `landing-en${mode}.html`), LANDING_HTML);
      writeFileSync(
        join(webDir, 'prerendered', `landing-th${mode}.html`),
        LANDING_HTML.replace('lang="en"', 'lang="th"'),
      );
    }
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('reads the referring domain without keeping more of the address', () => {
    expect(referrerDomain('https://www.google.com/search?q=someday', 'localhost')).toBe('google.com');
    expect(referrerDomain('http://localhost:3000/dashboard', 'localhost')).toBe('');
    expect(referrerDomain('javascript:alert(1)', 'localhost')).toBe('');
    expect(referrerDomain('not a url', 'localhost')).toBe('');
    expect(referrerDomain(undefined, 'localhost')).toBe('');
  });

  it('counts visitors’ landing and legal page views per day, page and referrer for the report', async () => {
    const admin = await directUser(t, { role: 'admin' });
    await admin.client.json('/api/admin/documents/about', {
      method: 'PUT',
      body: { title: 'About', markdown: 'Hello', published: true },
    });
    const visitor = new TestClient(t);
    for (let i = 0; i < 3; i++) {
      expect(
        (await visitor.request('/', { headers: { referer: 'https://www.google.com/search' } })).status,
      ).toBe(200);
    }
    await visitor.request('/');
    await visitor.request('/legal/about', { headers: { referer: 'https://news.example.org/item' } });
    // Not public pages, and a signed-in person's `/` is the app: not counted.
    await visitor.request('/dashboard');
    await admin.client.request('/');

    const report = await admin.client.json<SeoViews>('/api/admin/seo/views?days=30');
    expect(report.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(report.body.total).toBe(5);
    expect(report.body.perDay).toEqual([{ day: today, views: 5 }]);
    expect(report.body.topPaths).toEqual([
      { path: '/', views: 4 },
      { path: '/legal/about', views: 1 },
    ]);
    expect(report.body.topReferrers).toEqual([
      { domain: 'google.com', views: 3 },
      { domain: '', views: 1 },
      { domain: 'news.example.org', views: 1 },
    ]);
    const columns = await t.db.selectFrom('pageView').selectAll().execute();
    expect(Object.keys(columns[0] ?? {}).sort()).toEqual(['day', 'path', 'referrerDomain', 'views']);
    expect((await admin.client.json('/api/admin/seo/views?days=0')).status).toBe(400);
    expect((await admin.client.json('/api/admin/seo/views?days=abc')).status).toBe(400);
  });

  it('puts an administrator’s title, description and image into the landing and legal pages, escaped', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const empty = await admin.client.json<SeoPages>('/api/admin/seo/pages');
    expect(empty.body.pages.map((p) => p.page)).toEqual(['landing', 'privacy', 'terms', 'about']);

    const saved = await admin.client.json<SeoPages>('/api/admin/seo/pages', {
      method: 'PUT',
      body: {
        page: 'landing',
        title: 'Someday — "dream" <big>',
        description: 'Plan your life list.',
        imageUrl: '/og.png',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.pages[0]).toMatchObject({ page: 'landing', imageUrl: '/og.png' });
    const html = await (await new TestClient(t).request('/')).text();
    expect(html).toContain('<title>Someday — &quot;dream&quot; &lt;big&gt;</title>');
    expect(html).toContain('<meta name="description" content="Plan your life list.">');
    expect(html).not.toContain('Built text.');
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/og.png">');
    // The prerendered footer links the published documents (About, from the test before).
    expect(html).toMatch(
      /<nav data-document-links=""><ul [^>]*><li><a href="\/legal\/about"[^>]*>About<\/a><\/li><\/ul><\/nav>/,
    );

    await admin.client.json('/api/admin/seo/pages', {
      method: 'PUT',
      body: { page: 'about', title: 'About us', description: 'Who we are', imageUrl: '' },
    });
    await admin.client.json('/api/admin/documents/about', {
      method: 'PUT',
      body: { title: 'About', markdown: 'Hello', published: true },
    });
    const legal = await (await new TestClient(t).request('/legal/about')).text();
    expect(legal).toContain('<title>About us · Someday</title>');
    expect(legal).toContain('<meta name="description" content="Who we are">');

    const refused = await admin.client.json('/api/admin/seo/pages', {
      method: 'PUT',
      body: { page: 'landing', title: null, description: null, imageUrl: 'javascript:alert(1)' },
    });
    expect(refused.status).toBe(400);
  });

  it('serves robots.txt and a sitemap of the landing and published pages at the base address', async () => {
    const visitor = new TestClient(t);
    const robots = await (await visitor.request('/robots.txt')).text();
    for (const path of ['/api/', '/admin', '/super-admin', '/dashboard', '/profile']) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await visitor.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/legal/about</loc>');
    expect(xml).not.toContain('/shared/');
  });
});
