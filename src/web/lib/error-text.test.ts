import { ERROR_CODES } from '@common/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorCodeKey, errorCodeOf, serverWordsOf } from './error-text';

const apiError = (status: number, code?: string, serverMessage?: string) =>
  new ApiError({ status, statusText: '', detail: '', code, serverMessage });

describe('error texts by code', () => {
  it('knows every catalogue code and nothing else', () => {
    for (const code of ERROR_CODES) expect(errorCodeOf(apiError(400, code))).toBe(code);
    expect(errorCodeOf(apiError(400, 'USER_ALREADY_EXISTS'))).toBeUndefined();
    expect(errorCodeOf(apiError(400))).toBeUndefined();
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('keys a code in the errors catalogue', () => {
    expect(errorCodeKey('NOT_FOUND')).toBe('errors:codes.NOT_FOUND');
  });

  it('passes on the server words of a refusal only', () => {
    expect(serverWordsOf(apiError(400, 'SOME_LIBRARY_CODE', 'Email is the same'))).toBe('Email is the same');
    expect(serverWordsOf(apiError(500, 'INTERNAL_ERROR', 'stack trace'))).toBeUndefined();
    expect(serverWordsOf(apiError(400))).toBeUndefined();
  });
});
