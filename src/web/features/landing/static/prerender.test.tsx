import { HINT_KEY } from '@web/lib/session-hint';
import { LandingPage } from '@web/routes/landing';
import { renderPage } from '@web/test-utils/render-page';
import { describe, expect, it } from 'vitest';
import { BUILT_SHELL } from '../../../test-utils/built-shell';
import { landingPageHtml, prerenderedLandingFile } from './landing-html';
import { languageCookie, languageOf, SIGNED_IN_HINT_KEY } from './landing-state';
import { renderLanding } from './render-landing';

/** React's generated ids depend on the tree around a component; the rest must be the same. */
const withoutIds = (html: string) => html.replace(/_R_[A-Za-z0-9]+_/g, 'id');

describe('the prerendered landing page', () => {
  it.each(['en', 'th'] as const)('is the page the app shows a visitor, in %s', async (language) => {
    const prerendered = renderLanding(language, false);
    const app = await renderPage(<LandingPage />, { language });
    expect(withoutIds(prerendered.body)).toContain(withoutIds(app));
  });

  it('has the texts, links, language switcher, pricing and "Coming soon" of the landing page', () => {
    const { body, title } = renderLanding('th', false);
    expect(title).toBe('Someday: จดเป้าหมายในชีวิตของคุณ');
    expect(body).toContain('href="#main"');
    expect(body).toContain('data-testid="route-announcer"');
    expect(body).toContain('href="/account?mode=login"');
    expect(body).toContain('href="/account?mode=register"');
    expect(body).toMatch(/<select[^>]*data-language-switcher/);
    expect(body).toContain('<option value="th" lang="th" selected="">');
    expect(body).toContain('data-scroll-to="features"');
    // Every feature on offer works today: nothing is marked as still to come.
    expect(body).not.toContain('เร็ว\u00a0ๆ นี้');
    expect(body).not.toContain('/dev/mailbox');
  });

  it('carries the demo banner in demo mode, as the app shows it then', () => {
    expect(renderLanding('en', true).body).toContain('href="/dev/mailbox"');
  });
});

describe('landingPageHtml', () => {
  const shell = BUILT_SHELL;

  it('keeps the stylesheet, drops the app and its preloads for the one script that can start it', () => {
    const page = { language: 'th' as const, demo: false, title: 'A & B', body: '<main>hi</main>' };
    const html = landingPageHtml(shell, page, '/assets/landing-boot-x.js');
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<title>A &#38; B</title>');
    expect(html).toContain(
      '<script type="module" src="/assets/landing-boot-x.js" data-app="/assets/index-abc.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).toContain('<div id="root"><main>hi</main></div>');
  });

  it('refuses a page it does not recognise rather than writing a broken one', () => {
    const page = { language: 'en' as const, demo: false, title: 'x', body: '' };
    expect(() => landingPageHtml('<html></html>', page, '/x.js')).toThrow();
  });

  it('names one file per language and mode', () => {
    expect(prerenderedLandingFile('th', true)).toBe('prerendered/landing-th-demo.html');
    expect(prerenderedLandingFile('en', false)).toBe('prerendered/landing-en.html');
  });
});

describe('landing state', () => {
  // The account-deleted key is checked end to end (tests/e2e/landing.spec.ts): features import
  // each other only through their index.
  it('reads the same signed-in hint as the app', () => {
    expect(SIGNED_IN_HINT_KEY).toBe(HINT_KEY);
  });

  it('understands stored languages as i18next writes them', () => {
    expect(languageOf('th-TH')).toBe('th');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('fr')).toBeNull();
    expect(languageOf(null)).toBeNull();
    expect(languageCookie('th')).toMatch(/^i18nextLng=th; max-age=\d+; path=\/; SameSite=Lax$/);
  });
});
