// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLanding } from './landing-island';

const page = `
  <div id="root">
    <main>
      <section data-hero="" aria-labelledby="hero-title">
        <div data-hero-background="" hidden><div aria-hidden="true"></div></div>
        <h1 id="hero-title">Dream it. Plan it. Live it.</h1>
      </section>
    </main>
  </div>`;

const layer = () => document.querySelector<HTMLElement>('[data-hero-background]') as HTMLElement;
const section = () => document.querySelector<HTMLElement>('[data-hero]') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the landing hero background', () => {
  it('shows the active image, described in the page language, with light text once it has loaded', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        image: {
          url: '/api/background-images/files/sea',
          width: 2400,
          height: 1200,
          alt: { en: 'A calm sea', th: 'ทะเลสงบ' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    document.documentElement.lang = 'th';
    document.body.innerHTML = page;
    startLanding('/assets/app.js');
    expect(fetch).toHaveBeenCalledWith('/api/background-images/active', expect.anything());
    const image = await vi.waitFor(() => {
      const found = layer().querySelector('img');
      if (!found) throw new Error('no image yet');
      return found;
    });
    expect(image.getAttribute('src')).toBe('/api/background-images/files/sea');
    expect(image.alt).toBe('ทะเลสงบ');
    // Nothing changes until the picture is there to sit behind the text.
    expect(layer().hidden).toBe(true);
    image.dispatchEvent(new Event('load'));
    expect(layer().hidden).toBe(false);
    expect(section().style.getPropertyValue('--color-foreground')).toBe('#f5efe6');
  });

  it('keeps the usual look without an active image or with an address that is not ours', async () => {
    for (const image of [null, { url: 'https://evil.example/x.jpg', alt: { en: '', th: '' } }]) {
      const fetch = vi.fn(async () => Response.json({ image }));
      vi.stubGlobal('fetch', fetch);
      document.body.innerHTML = page;
      startLanding('/assets/app.js');
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(layer().querySelector('img')).toBeNull();
      expect(layer().hidden).toBe(true);
      expect(section().style.getPropertyValue('--color-foreground')).toBe('');
    }
  });
});
