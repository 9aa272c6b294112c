import type { ClientErrorReport } from '@common/schemas';
import { apiRequest } from '@web/lib/api-client';
import { statusOf } from '@web/lib/api-error';

/** How a report went: `rate-limited` when the server's per-minute limit refused it. */
export type ReportOutcome = 'sent' | 'rate-limited' | 'failed';

/** POST /api/logs/error. Best effort: a failing report must never raise a second error screen. */
export async function reportClientError(report: ClientErrorReport): Promise<ReportOutcome> {
  try {
    await apiRequest<unknown>('POST', '/api/logs/error', report);
    return 'sent';
  } catch (error) {
    console.warn('Could not report the error to the server', error);
    return statusOf(error) === 429 ? 'rate-limited' : 'failed';
  }
}
