// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLanding } from './landing-island';

const page = (language: string, signIn: string) => `
  <div id="root">
    <header>
      <label for="lang">Language</label>
      <select id="lang" data-language-switcher="">
        <option value="en"${language === 'en' ? ' selected' : ''}>English</option>
        <option value="th"${language === 'th' ? ' selected' : ''}>ไทย</option>
      </select>
      <a href="/account?mode=login">${signIn}</a>
    </header>
    <main><button type="button" data-scroll-to="features">Learn More</button>
      <section id="features" tabindex="-1"><h2>Features</h2></section></main>
  </div>`;

const THAI_PAGE = `<!doctype html><html lang="th"><head><title>Someday: ไทย</title></head><body>${page('th', 'เข้าสู่ระบบ')}</body></html>`;

function show(html: string) {
  document.documentElement.lang = 'en';
  document.body.innerHTML = html;
}

const root = () => document.getElementById('root') as HTMLElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  // A fresh root for the next test: listeners stay with the old one.
  document.body.innerHTML = '';
});

describe('the prerendered landing page', () => {
  it('"Learn More" moves to the features section', () => {
    show(page('en', 'Sign In'));
    startLanding('/assets/app.js');
    root().querySelector('button')?.click();
    expect(document.activeElement?.id).toBe('features');
  });

  it('switches language in place: the chosen page, remembered, focus kept on the switcher', async () => {
    const fetch = vi.fn(async () => new Response(THAI_PAGE, { headers: { 'Content-Type': 'text/html' } }));
    vi.stubGlobal('fetch', fetch);
    show(page('en', 'Sign In'));
    startLanding('/assets/app.js');
    const select = root().querySelector('select') as HTMLSelectElement;
    select.focus();
    select.value = 'th';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('th'));

    expect(fetch).toHaveBeenCalledWith('/?lang=th', expect.anything());
    expect(root().querySelector('a')?.textContent).toBe('เข้าสู่ระบบ');
    expect(root().querySelectorAll('header')).toHaveLength(1);
    expect(document.title).toBe('Someday: ไทย');
    expect(localStorage.getItem('i18nextLng')).toBe('th');
    expect(localStorage.getItem('someday-language')).toBe('th');
    expect(document.cookie).toContain('i18nextLng=th');
    expect(document.activeElement).toBe(root().querySelector('select'));
  });

  it('shows the language chosen earlier when the server could not know it', async () => {
    const fetch = vi.fn(async () => new Response(THAI_PAGE));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('i18nextLng', 'th');
    show(page('en', 'Sign In'));
    startLanding('/assets/app.js');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('th'));
  });

  it('keeps the language an address asks for', async () => {
    const fetch = vi.fn(async () => new Response(THAI_PAGE));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('i18nextLng', 'th');
    window.history.replaceState(null, '', '/?lang=en');
    show(page('en', 'Sign In'));
    startLanding('/assets/app.js');
    await settle();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forgets a stale signed-in hint: the server sends this page only without a session', () => {
    localStorage.setItem('someday-signed-in', '1');
    show(page('en', 'Sign In'));
    startLanding('/assets/app.js');
    expect(localStorage.getItem('someday-signed-in')).toBeNull();
  });
});
