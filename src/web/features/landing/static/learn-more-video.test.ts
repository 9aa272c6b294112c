// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLanding } from './landing-island';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

const page = `
  <div id="root">
    <main>
      <button type="button" hidden data-learn-more-video="" data-video-title="Learn more about Someday"
        data-close-label="Close">Learn More Video</button>
    </main>
  </div>`;

const settings = (learnMoreVideoUrl: string | null) =>
  vi.fn(async () => Response.json({ learnMoreVideoUrl }));

const button = () =>
  document.querySelector<HTMLButtonElement>('[data-learn-more-video]') as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the landing page video button', () => {
  it('appears once the settings name a video, and plays it in a dialog that gives focus back', async () => {
    const fetch = settings(EMBED);
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = page;
    startLanding('/assets/app.js');
    expect(button().hidden).toBe(true);
    await vi.waitFor(() => expect(button().hidden).toBe(false));
    expect(fetch).toHaveBeenCalledWith('/api/site-settings', expect.anything());

    button().focus();
    button().click();
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const titleId = dialog.getAttribute('aria-labelledby') as string;
    expect(document.getElementById(titleId)?.textContent).toBe('Learn more about Someday');
    const frame = dialog.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(EMBED);
    expect(frame.title).toBe('Learn more about Someday');

    (dialog.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(document.activeElement).toBe(button());
  });

  it('stays hidden without a video, or with an address that is not the privacy-enhanced player', async () => {
    for (const url of [null, 'https://www.youtube.com/embed/dQw4w9WgXcQ']) {
      const fetch = settings(url);
      vi.stubGlobal('fetch', fetch);
      document.body.innerHTML = page;
      startLanding('/assets/app.js');
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(button().hidden).toBe(true);
      button().click();
      expect(document.querySelector('dialog')).toBeNull();
    }
  });
});
