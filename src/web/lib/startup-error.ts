import enErrors from '@web/locales/en/errors.json';
import type { i18n as I18n } from 'i18next';

/**
 * The "Application Error" screen when start-up fails. Plain DOM: React itself may be what failed. Texts come from the
 * catalog in the current language when i18n started, else from the English catalog.
 */
export function showStartupError(i18n: I18n): void {
  const text = (key: keyof typeof enErrors.startup) =>
    i18n.isInitialized ? i18n.t(`errors:startup.${key}`) : enErrors.startup[key];
  const root = document.getElementById('root') ?? document.body;

  const main = document.createElement('main');
  main.className = 'flex flex-1 items-center justify-center px-4 py-16';
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'max-w-md text-center';
  const heading = document.createElement('h1');
  heading.className = 'font-bold text-3xl';
  heading.textContent = text('title');
  const body = document.createElement('p');
  body.className = 'mt-3 text-muted-foreground';
  body.textContent = text('text');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className =
    'mt-8 inline-flex h-10 items-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground text-sm hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
  reload.textContent = text('reload');
  reload.addEventListener('click', () => window.location.reload());

  box.append(heading, body, reload);
  main.append(box);
  root.replaceChildren(main);
}
