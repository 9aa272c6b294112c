import { statusOf } from '@web/lib/api-error';

/** A refused upload or write (4xx: too large, wrong type, quota) fails at once; others retry once. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 1;
}
