/** The sign-in answer of an account with two-step verification on (better-auth's twoFactor plugin). */
export type TwoFactorChallenge = { methods: string[] };

/**
 * A redirect flag leads to the custom form. Answers the challenge when the password was
 * right but a second factor is still due, else null (the user is signed in).
 */
export function twoFactorChallengeOf(data: unknown): TwoFactorChallenge | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as { twoFactorRedirect?: unknown; twoFactorMethods?: unknown };
  if (record.twoFactorRedirect !== true) return null;
  const methods = Array.isArray(record.twoFactorMethods)
    ? record.twoFactorMethods.filter((method): method is string => typeof method === 'string')
    : [];
  return { methods };
}

export type TwoFactorMethod = 'totp' | 'backup' | 'otp';

/** The authenticator app first; an account with only emailed codes starts there. */
export function firstTwoFactorMethod(challenge: TwoFactorChallenge): TwoFactorMethod {
  if (challenge.methods.length === 0 || challenge.methods.includes('totp')) return 'totp';
  return challenge.methods.includes('otp') ? 'otp' : 'totp';
}

export const SIX_DIGIT_CODE = /^\d{6}$/;
