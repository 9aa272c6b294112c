/**
 * The administrators' background image behind the landing hero: the same few lines serve the
 * prerendered page (no React) and the app's landing page. Nothing waits for it: the hero shows
 * its own look first and the image, once loaded, slides in behind a dark layer.
 */

// Kept apart from @common/background-images, whose zod schemas would ride along into the page's one script.
const ACTIVE_PATH = '/api/background-images/active';
const FILE_PREFIX = '/api/background-images/';

export type HeroBackground = { url: string; alt: { en: string; th: string } };

/** The active image, or null when there is none, the answer is odd, or the server is away. */
export async function fetchHeroBackground(): Promise<HeroBackground | null> {
  try {
    const response = await fetch(ACTIVE_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as {
      image?: { url?: unknown; alt?: { en?: unknown; th?: unknown } };
    };
    const url = body.image?.url;
    if (typeof url !== 'string' || !url.startsWith(FILE_PREFIX)) return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { url, alt: { en: text(body.image?.alt?.en), th: text(body.image?.alt?.th) } };
  } catch {
    return null;
  }
}

export function heroBackgroundAlt(image: HeroBackground, language: string): string {
  return language.startsWith('th') ? image.alt.th : image.alt.en;
}

/**
 * The hero's colours over the darkened image, in either system theme: the dark theme's light
 * text, and a paler orange, each at least 4.5:1 against the layer over the brightest picture.
 */
export const ON_IMAGE_COLOURS: Readonly<Record<string, string>> = {
  '--color-foreground': '#f5efe6',
  '--color-muted-foreground': '#e7e0d8',
  '--color-primary': '#fdba74',
  '--color-primary-hover': '#fed7aa',
  '--color-primary-foreground': '#1c1917',
  '--color-card': '#221d1a',
  '--color-muted': '#2c2622',
  '--color-input': '#8f857d',
  '--color-ring': '#fdba74',
};

/** The hero's section and its image layer, as components/hero-section.tsx marks them. */
const HERO_SECTION = '[data-hero]';
export const HERO_BACKGROUND = '[data-hero-background]';

/**
 * For the prerendered page: puts the image into the hero's (hidden) background layer and shows
 * it once loaded, with the light colours. Safe to call again after the page's content is replaced.
 */
export function showHeroBackground(root: ParentNode, image: HeroBackground, language: string): void {
  const section = root.querySelector<HTMLElement>(HERO_SECTION);
  const layer = section?.querySelector<HTMLElement>(HERO_BACKGROUND);
  if (!section || !layer || layer.querySelector('img')) return;
  const img = document.createElement('img');
  img.alt = heroBackgroundAlt(image, language);
  img.className = 'absolute inset-0 size-full object-cover';
  img.decoding = 'async';
  img.addEventListener(
    'load',
    () => {
      for (const [name, value] of Object.entries(ON_IMAGE_COLOURS)) section.style.setProperty(name, value);
      layer.hidden = false;
    },
    { once: true },
  );
  img.src = image.url;
  layer.prepend(img);
}
