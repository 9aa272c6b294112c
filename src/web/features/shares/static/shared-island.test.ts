// @vitest-environment happy-dom
import { I18NEXT_STORAGE_KEY, LOCALE_STORAGE_KEY } from '@common/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startShared } from './shared-island';

const PAGE = `
  <div id="root">
    <header>
      <label for="lang">Language</label>
      <select id="lang" data-language-switcher="">
        <option value="en" selected>English</option>
        <option value="th">ไทย</option>
      </select>
    </header>
    <main>
      <article>
        <button type="button" aria-label="Play video Take-off" data-video-src="/media/v1?share=t"
          data-video-poster="/media/v1/thumb?share=t" data-video-title="Take-off" data-close-label="Close">
          <span>play</span>
        </button>
      </article>
    </main>
  </div>`;

const replace = vi.fn();

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/shared/abc');
  document.documentElement.lang = 'en';
  document.body.innerHTML = PAGE;
  replace.mockReset();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, search: '', replace });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the server-rendered shared page', () => {
  it('plays a video in a modal dialog named by the memory, and gives focus back when closed', () => {
    startShared('/assets/index.js');
    const play = document.querySelector<HTMLButtonElement>('[data-video-src]') as HTMLButtonElement;
    play.querySelector('span')?.click();
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Take-off');
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/v1?share=t');
    expect(video.controls).toBe(true);
    (dialog.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it('asks the server for the page in the language picked, and remembers the choice as the app does', () => {
    startShared('/assets/index.js');
    const select = document.querySelector('select') as HTMLSelectElement;
    select.value = 'th';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem(I18NEXT_STORAGE_KEY)).toBe('th');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('th');
    expect(document.cookie).toContain(`${I18NEXT_STORAGE_KEY}=th`);
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/\/shared\/abc\?lang=th$/));
  });

  it('follows a language stored before the cookie existed, once', () => {
    localStorage.setItem(I18NEXT_STORAGE_KEY, 'th');
    startShared('/assets/index.js');
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/\?lang=th$/));
  });
});
