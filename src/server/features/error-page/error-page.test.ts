import { describe, expect, it } from 'vitest';
import { errorPageRoutes } from './error-page.routes';

const page = async (path: string, headers: Record<string, string> = {}) =>
  (await errorPageRoutes().request(path, { headers })).text();

describe('the auth error page', () => {
  it('speaks English by default, with the code escaped and what a known code means', async () => {
    const html = await page('/?error=state_not_found');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Authentication Error');
    expect(html).toContain('The sign-in took too long or was opened in another browser.');
    expect(html).toContain('<code>state_not_found</code>');
    expect(html).toContain('Return to Application');
    const hostile = await page('/?error=<script>alert(1)</script>');
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile).toContain('Signing in did not work.');
  });

  it('speaks Thai when the app’s saved choice or ?lang= asks for it', async () => {
    for (const [path, headers] of [
      ['/?error=access_denied', { cookie: 'i18nextLng=th' }],
      ['/?error=access_denied&lang=th', {}],
      ['/?error=access_denied&lang=th-TH', { cookie: 'i18nextLng=en' }],
    ] as const) {
      const html = await page(path, headers);
      expect(html, path).toContain('<html lang="th">');
      expect(html).toContain('การยืนยันตัวตนขัดข้อง');
      expect(html).toContain('คุณได้ยกเลิกการเข้าสู่ระบบที่ผู้ให้บริการ');
      expect(html).toContain('<code>access_denied</code>');
      expect(html).toContain('กลับไปที่แอปพลิเคชัน');
    }
    expect(await page('/?lang=th')).toContain('<code>Unknown</code>');
    expect(await page('/?lang=th')).toContain('การเข้าสู่ระบบไม่สำเร็จ');
  });

  it('stays in English for the browser’s language alone, as the app does until a choice is made', async () => {
    expect(await page('/', { 'accept-language': 'th-TH,th;q=0.9' })).toContain('Authentication Error');
    expect(await page('/?lang=en', { cookie: 'i18nextLng=th' })).toContain('Authentication Error');
    expect(await page('/?lang=fr', { cookie: 'i18nextLng=de' })).toContain('Authentication Error');
  });
});
