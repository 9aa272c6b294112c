import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { queryRetryDelay, shouldRetryMutation, shouldRetryQuery } from './query-policy';

const apiError = (status: number) => new ApiError({ status, statusText: '', detail: '' });

describe('query retries: twice, never on 401/403/404', () => {
  it('retries while fewer than 2 failures have happened', () => {
    expect(shouldRetryQuery(0, apiError(500))).toBe(true);
    expect(shouldRetryQuery(1, apiError(500))).toBe(true);
    expect(shouldRetryQuery(2, apiError(500))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it.each([401, 403, 404])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('mutation retries: once, never on 401/403/409', () => {
  it('retries at most once', () => {
    expect(shouldRetryMutation(0, apiError(500))).toBe(true);
    expect(shouldRetryMutation(1, apiError(500))).toBe(false);
  });

  it.each([401, 403, 409])('never retries a %i', (status) => {
    expect(shouldRetryMutation(0, apiError(status))).toBe(false);
  });
});
