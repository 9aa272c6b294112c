/** The address waiting for verification survives reloads of the "check your inbox" step. */
const PENDING_EMAIL_KEY = 'someday-pending-email';

export function savePendingEmail(email: string): void {
  try {
    sessionStorage.setItem(PENDING_EMAIL_KEY, email);
  } catch {
    // Without storage the step still works; it just cannot name the address after a reload.
  }
}

export function readPendingEmail(): string | null {
  try {
    return sessionStorage.getItem(PENDING_EMAIL_KEY);
  } catch {
    return null;
  }
}
