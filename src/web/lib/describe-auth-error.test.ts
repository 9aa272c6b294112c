import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
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

  it('gives our own codes the error catalogue text, whatever the server says', () => {
    expect(
      describeAuthError(error(400, 'NAME_TOO_LONG', 'The name can be at most 100 characters.'), 'signUp'),
    ).toEqual({ code: 'NAME_TOO_LONG' });
    expect(describeAuthError(error(400, 'NAME_TOO_LONG'), 'profile')).toEqual({ code: 'NAME_TOO_LONG' });
    expect(describeAuthError(error(400, 'EMAIL_TOO_LONG'), 'signIn')).toEqual({ code: 'EMAIL_TOO_LONG' });
    expect(describeAuthError(error(400, 'EMAIL_TOO_LONG'), 'forgot')).toEqual({ code: 'EMAIL_TOO_LONG' });
    expect(describeAuthError(error(400, 'INVALID_TEXT', 'Text must not contain NUL.'), 'signUp')).toEqual({
      code: 'INVALID_TEXT',
    });
    expect(describeAuthError(error(401, 'INVALID_CODE', 'Invalid code'), 'profile')).toEqual({
      code: 'INVALID_CODE',
    });
    expect(describeAuthError(error(413, 'PAYLOAD_TOO_LARGE', 'Larger than 64 KB.'), 'profile')).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
    });
    // A 413 from something in front of the server carries no code.
    expect(describeAuthError(error(413), 'signUp')).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
    expect(
      describeAuthError(error(400, 'VALIDATION_FAILED', 'The request is not valid.'), 'profile'),
    ).toEqual({
      code: 'VALIDATION_FAILED',
    });
    // better-auth's own spelling of a refused body.
    expect(describeAuthError(error(400, 'VALIDATION_ERROR', 'Invalid body'), 'signUp')).toEqual({
      code: 'VALIDATION_FAILED',
    });
    // A server fault on the reset request still shows the one fixed message.
    expect(describeAuthError(error(500, 'INTERNAL_ERROR', 'boom'), 'forgot')).toEqual({ key: 'resetFailed' });
  });

  it('tells the per-account sign-in limit like any other 429', () => {
    expect(
      describeAuthError(error(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'), 'signIn'),
    ).toEqual({
      key: 'tooManySignIn',
    });
  });
});
