import { Hono } from 'hono';
import { z } from 'zod';
import { billingStatusSchema, entitlementsSchema, redirectUrlSchema } from '../../../common/api-responses';
import type { ErrorCode } from '../../../common/errors';
import type { AppEnv } from '../../app-env';
import { ownerOnly } from '../../auth/user-view';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { idParams } from '../../middleware/path-params';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
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

const plan = { status: 200, description: 'What the plan now allows.', schema: entitlementsSchema };
const redirect = { status: 200, description: 'The Stripe page to open.', schema: redirectUrlSchema };
const doc = (summary: string, success: RouteDoc['success'], errors: ErrorCode[] = []) =>
  routeDoc({ summary, tag: 'Billing', access: 'user', success, errors });

/**
 * /api/billing: status, the demo checkout (demo mode only: the route does not exist otherwise),
 * Stripe checkout, portal and refund, and the Stripe webhook (signed, no session).
 */
export function billingRoutes(billing: BillingService, config: Pick<Config, 'mode'>) {
  const app = new Hono<AppEnv>().post(
    '/stripe/webhook',
    routeDoc({
      summary: 'Stripe webhook',
      description:
        'Called by Stripe, signed with the `stripe-signature` header; 404 when Stripe is not configured.',
      tag: 'Billing',
      access: 'public',
      requestBody: {
        media: 'application/json',
        schema: { type: 'object', description: 'A Stripe event, exactly as Stripe sent it.' },
      },
      success: {
        status: 200,
        description: 'Received (a repeated event is acknowledged again).',
        schema: z.object({ received: z.literal(true), duplicate: z.boolean() }),
      },
      errors: ['WEBHOOK_SIGNATURE_INVALID', 'NOT_FOUND'],
    }),
    async (c) => {
      // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
      const body = await c.req.text();
      return c.json(await billing.webhook(body, c.req.header('stripe-signature')));
    },
  );
  app.use('/*', requireUser);
  app.get(
    '/',
    doc('How payment works here and where I stand', {
      status: 200,
      description: 'The status.',
      schema: billingStatusSchema,
    }),
    async (c) => c.json(await billing.status(currentUserId(c))),
  );
  if (config.mode === 'demo') {
    app.post(
      '/demo-checkout',
      doc('Become Pro (demo mode only)', plan, ['ALREADY_PRO']),
      ownerOnly,
      async (c) => c.json(await billing.demoCheckout(currentUserId(c))),
    );
  }
  app.post(
    '/checkout',
    doc('Start a Stripe checkout', redirect, ['ALREADY_PRO', 'NOT_FOUND', 'SERVICE_UNAVAILABLE']),
    // Paying and refunding are the account owner's, never an administrator's in their view.
    ownerOnly,
    async (c) => c.json(await viaStripe(() => billing.checkout(currentUserId(c)))),
  );
  app.post(
    '/portal',
    doc('Open the Stripe customer portal', redirect, ['NOT_FOUND', 'SERVICE_UNAVAILABLE']),
    ownerOnly,
    async (c) => c.json(await viaStripe(() => billing.portal(currentUserId(c)))),
  );
  app.post(
    '/refund',
    doc('Refund my purchase (money-back period)', plan, [
      'NOT_FOUND',
      'REFUND_WINDOW_CLOSED',
      'SERVICE_UNAVAILABLE',
    ]),
    ownerOnly,
    async (c) => c.json(await viaStripe(() => billing.refund(currentUserId(c)))),
  );
  return app;
}

/** /api/admin/users/:userId/refund: an administrator refunds a user's newest purchase, any time. */
export function adminBillingRoutes(billing: BillingService) {
  return new Hono<AppEnv>().use('/*', requireAdmin).post(
    '/:userId/refund',
    routeDoc({
      summary: "Refund a user's newest purchase (administrators)",
      description: 'Any time, outside the money-back period too.',
      tag: 'Billing',
      access: 'admin',
      success: plan,
      errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    }),
    idParams('userId'),
    async (c) => {
      const userId = c.req.param('userId');
      const result = await viaStripe(() => billing.refund(userId, { byAdmin: true }));
      c.get('logger').info({ adminId: currentUserId(c), userId }, 'purchase refunded by an administrator');
      return c.json(result);
    },
  );
}
