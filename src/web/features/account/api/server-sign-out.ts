import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/sign-out. After a deletion there may be no session left: failure is expected. */
export async function serverSignOut(): Promise<void> {
  try {
    await apiRequest<unknown>('POST', '/api/auth/sign-out', {});
  } catch {
    // Nothing to undo: the account is gone either way.
  }
}
