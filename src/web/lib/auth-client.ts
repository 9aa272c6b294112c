import { emailOTPClient, inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** The auth client retries 3 times with a 10 s time-out. */
const AUTH_RETRY_ATTEMPTS = 3;
const AUTH_RETRY_DELAY_MS = 1000;
const AUTH_TIMEOUT_MS = 10_000;

// Pure: screens that never sign anyone in (the landing page) must not pull the auth library in.
export const authClient = /* @__PURE__ */ createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  // The server's extra user field (the language mails are written in, chosen at sign-up), the
  // two-factor endpoints (enable, verify, disable, backup codes) and sign-in with an emailed code.
  plugins: [
    inferAdditionalFields({ user: { locale: { type: 'string', required: false } } }),
    twoFactorClient(),
    emailOTPClient(),
  ],
  fetchOptions: {
    timeout: AUTH_TIMEOUT_MS,
    // Only server faults are worth repeating; a 4xx (wrong password, rate limit) would answer the
    // same again and only burn the rate-limit budget.
    retry: {
      type: 'linear',
      attempts: AUTH_RETRY_ATTEMPTS,
      delay: AUTH_RETRY_DELAY_MS,
      shouldRetry: (response) => response !== null && response.status >= 500,
    },
  },
});
