import { I18NEXT_STORAGE_KEY, LOCALE_STORAGE_KEY, LOCALES, type Locale } from '@common/limits';
import { sendReport } from './shared-report';

/**
 * The app's marker of a deleted account (features/account/lib/account-deleted.ts), copied: this
 * script must not import the app. The landing page's script keeps the same copy.
 */
const ACCOUNT_DELETED_KEY = 'ACCOUNT_DELETED';
/** A year, as the app's i18next keeps the language: the choice outlives the session. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

function languageOf(value: string | null | undefined): Locale | null {
  const base = value?.split('-')[0]?.toLowerCase();
  return LOCALES.find((locale) => locale === base) ?? null;
}

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** As the app's i18next does: both storage keys, and the cookie by which the server picks the language. */
function rememberLanguage(language: Locale): void {
  try {
    for (const key of [I18NEXT_STORAGE_KEY, LOCALE_STORAGE_KEY]) localStorage.setItem(key, language);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${I18NEXT_STORAGE_KEY}=${language}; max-age=${LANGUAGE_COOKIE_SECONDS}; path=/; SameSite=Lax`;
}

/**
 * The page again from the server in that language. Named in the address too: the server reads it
 * before the cookie, so a browser that refuses cookies cannot end up reloading forever.
 */
function reloadIn(language: Locale): void {
  rememberLanguage(language);
  const url = new URL(window.location.href);
  url.searchParams.set('lang', language);
  window.location.replace(url.toString());
}

/**
 * The video player: a native modal dialog (focus kept inside, Escape closes it, focus returns to
 * the play button), named by the memory, with the browser's own controls.
 */
export function openVideo(trigger: HTMLElement): HTMLDialogElement | null {
  const { videoSrc, videoPoster, videoTitle, closeLabel } = trigger.dataset;
  if (!videoSrc) return null;
  const dialog = document.createElement('dialog');
  const titleId = `video-title-${Date.now()}`;
  dialog.setAttribute('aria-labelledby', titleId);
  dialog.className =
    'm-auto grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-3xl gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-foreground/50';
  const title = document.createElement('h2');
  title.id = titleId;
  title.className = 'pr-8 font-semibold text-lg';
  title.textContent = videoTitle ?? '';
  const video = document.createElement('video');
  video.controls = true;
  video.playsInline = true;
  video.preload = 'metadata';
  video.src = videoSrc;
  if (videoPoster) video.poster = videoPoster;
  video.className = 'w-full rounded-lg bg-foreground';
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', closeLabel ?? 'Close');
  close.className =
    'absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  close.innerHTML =
    '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  close.addEventListener('click', () => dialog.close());
  dialog.append(title, video, close);
  dialog.addEventListener('close', () => {
    video.pause();
    dialog.remove();
    trigger.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

/**
 * Gives life to the server-rendered shared page, which is plain HTML: instead of React and i18next,
 * this runs its controls (the language switcher, the video players and the report form) and starts the full app
 * (`app`, its entry script) only when this browser must see the account-deleted page instead.
 */
export function startShared(app: string | undefined): void {
  const root = document.getElementById('root');
  if (!root) return;
  if (readLocal(ACCOUNT_DELETED_KEY) === '1' && app) {
    void import(/* @vite-ignore */ app);
    return;
  }
  root.addEventListener('change', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || !target.matches('[data-language-switcher]')) return;
    const language = languageOf(target.value);
    if (language) reloadIn(language);
  });
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-report-form]')) return;
    event.preventDefault();
    void sendReport(form);
  });
  root.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-video-src]');
    if (trigger) openVideo(trigger);
  });
  // A choice stored before the language cookie existed: the server could not know it.
  const stored = languageOf(readLocal(I18NEXT_STORAGE_KEY));
  const explicit = new URLSearchParams(window.location.search).has('lang');
  if (stored && !explicit && stored !== document.documentElement.lang) reloadIn(stored);
}
