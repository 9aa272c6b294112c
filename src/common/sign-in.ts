/** Where better-auth answers, on the server and for the web's auth client. */
export const AUTH_BASE_PATH = '/api/auth';

/** Second factors an account can be asked for after its first one (better-auth's two-factor plugin). */
const SECOND_FACTOR_METHODS = ['totp', 'otp'] as const;
type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * A sign-in that arrives by a browser redirect (a social provider's callback) and still needs the
 * second factor lands here: `/account?mode=login&second-factor=totp,otp&redirect=/goals/1`. The
 * two-factor cookie is already set; the page opens the code step with the listed methods and,
 * once the code is right, goes on to the page the sign-in was started for (checked there like
 * any `redirect`).
 */
export const SECOND_FACTOR_PARAM = 'second-factor';

export function secondFactorPath(methods: readonly string[], returnTo?: string | null): string {
  const params = new URLSearchParams({ mode: 'login', [SECOND_FACTOR_PARAM]: methods.join(',') });
  if (returnTo) params.set('redirect', returnTo);
  return `/account?${params.toString()}`;
}

/** The methods named in that parameter, unknown ones dropped; null when the parameter is absent. */
export function secondFactorMethodsFrom(value: string | null): SecondFactorMethod[] | null {
  if (value === null) return null;
  return value
    .split(',')
    .filter((method): method is SecondFactorMethod =>
      (SECOND_FACTOR_METHODS as readonly string[]).includes(method),
    );
}
