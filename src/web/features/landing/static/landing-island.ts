import { I18NEXT_STORAGE_KEY, LOCALE_STORAGE_KEY } from '@common/limits';
import {
  fetchHeroBackground,
  HERO_BACKGROUND,
  type HeroBackground,
  showHeroBackground,
} from './hero-background';
import {
  ACCOUNT_DELETED_KEY,
  languageCookie,
  languageOf,
  prerenderedLandingUrl,
  SIGNED_IN_HINT_KEY,
} from './landing-state';
import { fetchLearnMoreVideo, whenIdle } from './learn-more-video';
import { openVideoDialog } from './video-dialog';

const STORAGE_KEYS = [I18NEXT_STORAGE_KEY, LOCALE_STORAGE_KEY];

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** As the app's i18next does: both storage keys, and the cookie pages from the server read. */
function rememberLanguage(language: string): void {
  try {
    for (const key of STORAGE_KEYS) localStorage.setItem(key, language);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = languageCookie(language);
}

/** The same page in the other language, from the server's prerendered copy; focus stays on the switcher. */
async function showLanguage(root: HTMLElement, language: string): Promise<void> {
  rememberLanguage(language);
  const hadFocus = document.activeElement?.matches('[data-language-switcher]') ?? false;
  try {
    const response = await fetch(prerenderedLandingUrl(language), { headers: { Accept: 'text/html' } });
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const content = next.getElementById('root');
    // Anything else (the app's own page, an error) is not this page: let the server decide.
    if (!response.ok || !content || next.documentElement.lang !== language)
      throw new Error('not the landing page');
    // A copy first: the list is live, and moving a node out of it would skip the next one.
    root.replaceChildren(...Array.from(content.childNodes));
    revealVideoButton(root);
    if (heroBackground) showHeroBackground(root, heroBackground, language);
    document.documentElement.lang = language;
    document.title = next.title;
    if (hadFocus) root.querySelector<HTMLElement>('[data-language-switcher]')?.focus();
  } catch {
    window.location.reload();
  }
}

const VIDEO_BUTTON = '[data-learn-more-video]';
/** The landing video's embed address once the settings named one. */
let videoUrl: string | null = null;
/** The administrators' image behind the hero, once the server named one. */
let heroBackground: HeroBackground | null = null;

/** The video button is prerendered hidden: shown only when there is a video to play. */
function revealVideoButton(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLElement>(VIDEO_BUTTON)) button.hidden = !videoUrl;
}

function openVideo(trigger: HTMLElement): void {
  if (!videoUrl) return;
  openVideoDialog({
    url: videoUrl,
    title: trigger.dataset.videoTitle ?? trigger.textContent ?? '',
    closeLabel: trigger.dataset.closeLabel ?? '',
    trigger,
  });
}

function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they were sent to.
  section.focus({ preventScroll: true });
}

/**
 * Gives life to the prerendered landing page (scripts/prerender.ts), which is plain HTML: instead
 * of React and i18next, this runs its controls, the language switcher, "Learn more" and the video button, and
 * starts the full app (`app`, its entry script) only when the page is not for a visitor after all.
 */
export function startLanding(app: string | undefined): void {
  const root = document.getElementById('root');
  if (!root) return;
  // A deleted account's browser sees only the account-deleted page: that is the app's to show.
  if (readLocal(ACCOUNT_DELETED_KEY) === '1' && app) {
    void import(/* @vite-ignore */ app);
    return;
  }
  // The server answers this page only without a session cookie, so this browser is signed out.
  try {
    localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Nothing stored.
  }
  root.addEventListener('change', (event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.matches('[data-language-switcher]')) {
      void showLanguage(root, target.value);
    }
  });
  root.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const trigger = target?.closest<HTMLElement>('[data-scroll-to]');
    if (trigger?.dataset.scrollTo) scrollToSection(trigger.dataset.scrollTo);
    const video = target?.closest<HTMLElement>(VIDEO_BUTTON);
    if (video) openVideo(video);
  });
  // Asked for at once but never awaited: the hero paints with its own look and the image follows.
  if (root.querySelector(HERO_BACKGROUND)) {
    void fetchHeroBackground().then((image) => {
      heroBackground = image;
      if (image) showHeroBackground(root, image, document.documentElement.lang);
    });
  }
  if (root.querySelector(VIDEO_BUTTON)) {
    whenIdle(() => {
      void fetchLearnMoreVideo().then((url) => {
        videoUrl = url;
        revealVideoButton(root);
      });
    });
  }
  // A choice stored before the language cookie existed: the server could not know it.
  const stored = languageOf(readLocal(I18NEXT_STORAGE_KEY));
  const explicit = new URLSearchParams(window.location.search).has('lang');
  if (stored && !explicit && stored !== document.documentElement.lang) void showLanguage(root, stored);
}
