import type { AdminDocument, PublicDocument, PublishedDocumentLink } from '@common/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

describe(`site documents on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (client: TestClient, slug: string, body: unknown) =>
    client.json<AdminDocument>(`/api/admin/documents/${slug}`, { method: 'PUT', body: body as never });

  it('lists the three documents to administrators, unpublished and empty until saved', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const { status, body } = await admin.client.json<{ documents: AdminDocument[] }>('/api/admin/documents');
    expect(status).toBe(200);
    expect(body.documents.map((d) => [d.slug, d.published, d.markdown, d.updatedAt])).toEqual([
      ['privacy', false, '', null],
      ['terms', false, '', null],
      ['about', false, '', null],
    ]);
    const user = await directUser(t);
    expect((await user.client.json('/api/admin/documents')).status).toBe(403);
  });

  it('publishes a document: public API, footer list, page, sitemap; audited', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const visitor = new TestClient(t);
    expect((await visitor.json('/api/documents/privacy')).status).toBe(404);
    expect((await visitor.request('/legal/privacy')).status).toBe(404);

    const markdown = '# Your data\n\nWe keep **little**. [Contact](mailto:hi@example.com)\n\n- one\n- two';
    const saved = await save(admin.client, 'privacy', { title: 'Privacy policy', markdown, published: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ slug: 'privacy', published: true, updatedBy: admin.id });

    const doc = await visitor.json<PublicDocument>('/api/documents/privacy');
    expect(doc.status).toBe(200);
    expect(doc.body.html).toContain('<strong>little</strong>');
    expect(doc.body.html).toContain('<li>two</li>');
    const list = await visitor.json<PublishedDocumentLink[]>('/api/documents');
    expect(list.body).toEqual([{ slug: 'privacy', title: 'Privacy policy' }]);

    const page = await visitor.request('/legal/privacy');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Privacy policy · Someday</title>');
    expect(html).toContain('<h1>Your data</h1>');
    expect(html).toContain('<html lang="en"');

    const thai = await visitor.request('/legal/privacy', { headers: { cookie: 'i18nextLng=th' } });
    expect(await thai.text()).toContain('กลับไปที่ Someday');

    const sitemap = await (await visitor.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/legal/privacy</loc>');
    expect(sitemap).not.toContain('/legal/terms');

    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetType', '=', 'document')
      .where('targetId', '=', 'privacy')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('document.update');

    // Unpublishing takes it away from the public at once.
    await save(admin.client, 'privacy', { title: 'Privacy policy', markdown, published: false });
    expect((await visitor.json('/api/documents/privacy')).status).toBe(404);
    expect((await visitor.json<PublishedDocumentLink[]>('/api/documents')).body).toEqual([]);
  });

  it('renders no markup of the author’s own and no script links', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const markdown =
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) "quoted" & more';
    await save(admin.client, 'terms', { title: 'Terms <b>', markdown, published: true });
    const html = await (await new TestClient(t).request('/legal/terms')).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<title>Terms &lt;b&gt; · Someday</title>');
  });

  it('refuses unknown slugs, too long titles and too much Markdown', async () => {
    const admin = await directUser(t, { role: 'admin' });
    expect((await save(admin.client, 'cookies', { title: 'x', markdown: '', published: false })).status).toBe(
      404,
    );
    expect(
      (await save(admin.client, 'about', { title: 'x'.repeat(201), markdown: '', published: false })).status,
    ).toBe(400);
    const big = await save(admin.client, 'about', {
      title: 'About',
      markdown: 'ก'.repeat(40_000),
      published: false,
    });
    expect(big.status).toBe(400);
    const fits = await save(admin.client, 'about', {
      title: 'About',
      markdown: 'a'.repeat(100 * 1024),
      published: false,
    });
    expect(fits.status).toBe(200);
    expect((await new TestClient(t).request('/legal/nothing')).status).toBe(404);
  });
});
