import { test as base } from '@playwright/test';
import { fixtureAddress } from '../support/e2e-users';

export { expect } from '@playwright/test';

/**
 * Each test's browser comes from a client address of its own (the e2e server trusts
 * X-Forwarded-For), so the sign-in and sign-up forms of one test never spend the per-address
 * allowance of another, however fast the suite runs.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': fixtureAddress() });
  },
});
