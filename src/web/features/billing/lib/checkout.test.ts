import type { BillingStatus } from '@common/billing';
import { ApiError } from '@web/lib/api-error';
import { billingFixture as billing } from '@web/test-utils/plan-fixtures';
import { describe, expect, it, vi } from 'vitest';
import { billingErrorKey, isProRequired } from './billing-errors';
import { checkoutStateFor, formatPlanDate, startCheckout } from './checkout';

const apiError = (status: number, code?: string) =>
  new ApiError({ status, statusText: 'x', detail: 'x', ...(code ? { code } : {}) });

describe('checkoutStateFor', () => {
  it('sends visitors to sign-up and waits for the session', () => {
    expect(checkoutStateFor({ signedIn: false, billing: undefined, isPending: true })).toEqual({
      kind: 'sign-up',
    });
    expect(
      checkoutStateFor({ sessionPending: true, signedIn: false, billing: undefined, isPending: true }),
    ).toEqual({ kind: 'loading' });
  });

  it('follows the provider of a free user', () => {
    const state = (provider: BillingStatus['provider']) =>
      checkoutStateFor({ signedIn: true, billing: billing({ provider }), isPending: false });
    expect(state('demo')).toEqual({ kind: 'ready', provider: 'demo' });
    expect(state('stripe')).toEqual({ kind: 'ready', provider: 'stripe' });
    expect(state('none')).toEqual({ kind: 'admin-only' });
  });

  it('tells a Pro user until when, whatever the provider', () => {
    expect(
      checkoutStateFor({
        signedIn: true,
        billing: billing({ plan: 'pro', provider: 'none', proUntil: '2027-11-23T00:00:00.000Z' }),
        isPending: false,
      }),
    ).toEqual({ kind: 'already-pro', proUntil: '2027-11-23T00:00:00.000Z' });
  });

  it('loading and failed reads', () => {
    expect(checkoutStateFor({ signedIn: true, billing: undefined, isPending: true })).toEqual({
      kind: 'loading',
    });
    expect(checkoutStateFor({ signedIn: true, billing: undefined, isPending: false })).toEqual({
      kind: 'unavailable',
    });
    expect(checkoutStateFor({ signedIn: true, billing: null, isPending: false })).toEqual({
      kind: 'unavailable',
    });
  });
});

describe('startCheckout', () => {
  it('demo opens the simulated dialog and calls nothing', async () => {
    const steps = { openDemoDialog: vi.fn(), requestStripeCheckout: vi.fn(), redirect: vi.fn() };
    await startCheckout('demo', steps);
    expect(steps.openDemoDialog).toHaveBeenCalledOnce();
    expect(steps.requestStripeCheckout).not.toHaveBeenCalled();
    expect(steps.redirect).not.toHaveBeenCalled();
  });

  it('stripe asks for a session and goes to its URL', async () => {
    const steps = {
      openDemoDialog: vi.fn(),
      requestStripeCheckout: vi.fn(async () => ({ url: 'https://checkout.stripe.com/c/pay/cs_1' })),
      redirect: vi.fn(),
    };
    await startCheckout('stripe', steps);
    expect(steps.redirect).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
    expect(steps.openDemoDialog).not.toHaveBeenCalled();
  });

  it('stripe does not go anywhere when the service is unavailable', async () => {
    const steps = {
      openDemoDialog: vi.fn(),
      requestStripeCheckout: vi.fn(async () => {
        throw apiError(503, 'SERVICE_UNAVAILABLE');
      }),
      redirect: vi.fn(),
    };
    await expect(startCheckout('stripe', steps)).rejects.toThrow('503');
    expect(steps.redirect).not.toHaveBeenCalled();
  });
});

describe('billing errors', () => {
  it('recognises PRO_REQUIRED by its code', () => {
    expect(isProRequired(apiError(403, 'PRO_REQUIRED'))).toBe(true);
    expect(isProRequired(apiError(403, 'FORBIDDEN'))).toBe(false);
    expect(isProRequired(new Error('403'))).toBe(false);
  });

  it('maps codes to catalog keys', () => {
    expect(billingErrorKey(apiError(503, 'SERVICE_UNAVAILABLE'))).toBe('errors.unavailable');
    expect(billingErrorKey(apiError(503))).toBe('errors.unavailable');
    expect(billingErrorKey(apiError(409, 'ALREADY_PRO'))).toBe('errors.alreadyPro');
    expect(billingErrorKey(apiError(422, 'REFUND_WINDOW_CLOSED'))).toBe('errors.refundClosed');
    expect(billingErrorKey(apiError(404, 'NOT_FOUND'))).toBe('errors.noPurchase');
    expect(billingErrorKey(new TypeError('Failed to fetch'))).toBe('errors.generic');
    // Any other code of the catalogue is told in the reader's language, not in the server's English.
    expect(billingErrorKey(apiError(400, 'VALIDATION_FAILED'))).toBe('errors:codes.VALIDATION_FAILED');
    expect(billingErrorKey(apiError(400, 'SOMETHING_NEW'))).toBe('errors.generic');
  });
});

describe('formatPlanDate', () => {
  it('formats in the interface language and tolerates nothing', () => {
    expect(formatPlanDate('2027-11-23T12:00:00.000Z', 'en')).toBe('23 Nov 2027');
    expect(formatPlanDate(null, 'en')).toBeNull();
    expect(formatPlanDate('not a date', 'en')).toBeNull();
  });
});
