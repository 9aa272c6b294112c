import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { idParams } from '../../middleware/path-params';
import { currentUserId, requireAdmin, requireUser } from '../../middleware/session';
import type { BillingService } from './billing.service';
import { isStripeError } from './stripe-client';

/** A Stripe outage or refusal is ours to report as 503, never a 500 the client caused. */
async function viaStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStripeError(error)) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The payment service could not be reached. Please try again.',
      );
    }
    throw error;
  }
}

/**
 * /api/billing: status, the demo checkout (demo mode only: the route does not exist otherwise),
 * Stripe checkout, portal and refund, and the Stripe webhook (signed, no session).
 */
export function billingRoutes(billing: BillingService, config: Pick<Config, 'mode'>) {
  const app = new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
    // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
    const body = await c.req.text();
    return c.json(await billing.webhook(body, c.req.header('stripe-signature')));
  });
  app.use('/*', requireUser);
  app.get('/', async (c) => c.json(await billing.status(currentUserId(c))));
  if (config.mode === 'demo') {
    app.post('/demo-checkout', async (c) => c.json(await billing.demoCheckout(currentUserId(c))));
  }
  app.post('/checkout', async (c) => c.json(await viaStripe(() => billing.checkout(currentUserId(c)))));
  app.post('/portal', async (c) => c.json(await viaStripe(() => billing.portal(currentUserId(c)))));
  app.post('/refund', async (c) => c.json(await viaStripe(() => billing.refund(currentUserId(c)))));
  return app;
}

/** /api/admin/users/:userId/refund: an administrator refunds a user's newest purchase, any time. */
export function adminBillingRoutes(billing: BillingService) {
  return new Hono<AppEnv>().use('/*', requireAdmin).post('/:userId/refund', idParams('userId'), async (c) => {
    const userId = c.req.param('userId');
    const result = await viaStripe(() => billing.refund(userId, { byAdmin: true }));
    c.get('logger').info({ adminId: currentUserId(c), userId }, 'purchase refunded by an administrator');
    return c.json(result);
  });
}
