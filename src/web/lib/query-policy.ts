import { statusOf } from './api-error';

/** Queries retry while failureCount < 2, never on 401/403/404. */
const NO_QUERY_RETRY = new Set([401, 403, 404]);
const QUERY_MAX_FAILURES = 2;
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 30_000;

/** Mutations retry at most once after 1 s, never on 401/403/409. */
const NO_MUTATION_RETRY = new Set([401, 403, 409]);
const MUTATION_MAX_RETRIES = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && NO_QUERY_RETRY.has(status)) return false;
  return failureCount < QUERY_MAX_FAILURES;
}

export function queryRetryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_CAP_MS);
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && NO_MUTATION_RETRY.has(status)) return false;
  return failureCount < MUTATION_MAX_RETRIES;
}
