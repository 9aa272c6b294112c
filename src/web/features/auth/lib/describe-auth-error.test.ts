import { ApiError } from '@web/lib/api-error';
import { describe, expect, it } from 'vitest';
import { describeAuthError, isEmailNotVerified, isInvalidToken } from './describe-auth-error';

const error = (status: number, code?: string, message?: string) =>
  new ApiError({ status, statusText: '', detail: message ?? '', code, serverMessage: message });

describe('describeAuthError', () => {
  it('translates known codes', () => {
    expect(
      describeAuthError(error(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'), 'signIn'),
    ).toEqual({
      key: 'invalidCredentials',
    });
    expect(describeAuthError(error(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'), 'signUp')).toEqual({
      key: 'userExists',
    });
    expect(describeAuthError(error(403, 'BANNED_USER', 'suspended'), 'signIn')).toEqual({
      key: 'accountSuspended',
    });
  });

  it('names rate limits per screen', () => {
    expect(describeAuthError(error(429), 'signIn')).toEqual({ key: 'tooManySignIn' });
    expect(describeAuthError(error(429), 'forgot')).toEqual({ key: 'tooManyReset' });
    expect(describeAuthError(error(429), 'resend')).toEqual({ key: 'tooManyRequests' });
  });

  it('uses the fixed reset message for any other reset-request failure', () => {
    expect(describeAuthError(error(400, 'SOMETHING', 'Odd'), 'forgot')).toEqual({ key: 'resetFailed' });
  });

  it('passes unknown server messages through and hides server faults', () => {
    expect(describeAuthError(error(400, 'NEW_CODE', 'Something specific'), 'signIn')).toEqual({
      text: 'Something specific',
    });
    expect(describeAuthError(error(500, undefined, 'stack trace'), 'signIn')).toEqual({ key: 'generic' });
  });

  it('reports an unreachable server as a network problem', () => {
    expect(describeAuthError(new TypeError('Failed to fetch'), 'signIn')).toEqual({ key: 'network' });
  });

  it('recognises the unverified-email and invalid-token answers', () => {
    expect(isEmailNotVerified(error(403, 'EMAIL_NOT_VERIFIED'))).toBe(true);
    expect(isEmailNotVerified(error(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe(false);
    expect(isInvalidToken(error(400, 'INVALID_TOKEN'))).toBe(true);
  });

  it('translates the profile screen answers, with or without a code', () => {
    expect(describeAuthError(error(400, 'INVALID_PASSWORD', 'Invalid password'), 'profile')).toEqual({
      key: 'invalidPassword',
    });
    expect(describeAuthError(error(400, undefined, 'Email is the same'), 'profile')).toEqual({
      key: 'emailSame',
    });
    expect(describeAuthError(error(400, undefined, "Couldn't update your email"), 'profile')).toEqual({
      key: 'emailUpdateFailed',
    });
    expect(
      describeAuthError(
        error(400, 'FAILED_TO_UNLINK_LAST_ACCOUNT', "You can't unlink your last account"),
        'profile',
      ),
    ).toEqual({ key: 'lastAccount' });
    expect(describeAuthError(error(429), 'profile')).toEqual({ key: 'tooManyRequests' });
  });

  it('explains the field limits and text checks the server adds', () => {
    expect(
      describeAuthError(error(400, 'NAME_TOO_LONG', 'The name can be at most 100 characters.'), 'signUp'),
    ).toEqual({
      key: 'nameTooLong',
    });
    expect(describeAuthError(error(400, 'NAME_TOO_LONG'), 'profile')).toEqual({ key: 'nameTooLong' });
    expect(describeAuthError(error(400, 'EMAIL_TOO_LONG'), 'signIn')).toEqual({ key: 'emailTooLong' });
    expect(
      describeAuthError(error(400, 'INVALID_TEXT', 'Text must not contain NUL characters.'), 'signUp'),
    ).toEqual({
      key: 'invalidText',
    });
    expect(
      describeAuthError(error(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 64 KB.'), 'profile'),
    ).toEqual({
      key: 'payloadTooLarge',
    });
    // A 413 from something in front of the server carries no code.
    expect(describeAuthError(error(413), 'signUp')).toEqual({ key: 'payloadTooLarge' });
    expect(
      describeAuthError(error(400, 'VALIDATION_FAILED', 'The request is not valid.'), 'profile'),
    ).toEqual({
      key: 'invalidInput',
    });
  });

  it('tells the per-account sign-in limit like any other 429', () => {
    expect(
      describeAuthError(error(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'), 'signIn'),
    ).toEqual({
      key: 'tooManySignIn',
    });
  });
});
