import { I18NEXT_STORAGE_KEY, LOCALE_STORAGE_KEY } from '@common/limits';
import { clearClientState } from '@web/lib/clear-client-state';

/**
 * After the browser's session changed hands (into a user's view or back), nothing cached for the
 * previous identity may linger: storage is cleared and the page reloads at `path`. The language
 * the person reads in is kept, as it belongs to the person at the screen, not to the account.
 */
export function restartAs(path: string): void {
  let language: string | null = null;
  try {
    language = localStorage.getItem(I18NEXT_STORAGE_KEY);
  } catch {
    // Storage may be disabled; the language then falls back to the default.
  }
  clearClientState();
  if (language) {
    try {
      localStorage.setItem(I18NEXT_STORAGE_KEY, language);
      localStorage.setItem(LOCALE_STORAGE_KEY, language);
    } catch {
      // As above.
    }
  }
  window.location.assign(path);
}
