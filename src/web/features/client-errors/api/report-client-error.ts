import type { ClientErrorReport } from '@common/schemas';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/logs/error. Best effort: a failing report must never raise a second error screen. */
export async function reportClientError(report: ClientErrorReport): Promise<void> {
  try {
    await apiRequest<unknown>('POST', '/api/logs/error', report);
  } catch (error) {
    console.warn('Could not report the error to the server', error);
  }
}
