import { randomBytes } from 'node:crypto';
import type { Usage } from '@common/goals';
import { PLAN_LIMITS } from '@common/plans';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../support/fake-stripe';
import type { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser } from '../support/verified-user';

const FREE_GOALS = PLAN_LIMITS.free.goalLimit;

const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICE_ID = 'price_test_yearly';
type ErrorBody = { error: { code: string; message: string; details?: unknown } };

let demo: TestApp;
let stripeApp: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fake = await startFakeStripe();
  demo = await createTestApp();
  stripeApp = await createTestApp({
    config: {
      stripe: {
        secretKey: 'sk_test_someday',
        webhookSecret: WEBHOOK_SECRET,
        priceId: PRICE_ID,
        api: fake.api,
      },
    },
  });
});
afterAll(async () => {
  await demo.close();
  await stripeApp.close();
  await fake.close();
});

async function createGoals(client: TestClient, count: number) {
  for (let i = 0; i < count; i++) {
    const res = await client.json('/api/bucket-list', {
      body: { title: `Goal ${i + 1}`, category: 'Travel' },
    });
    expect(res.status).toBe(201);
  }
}

const usageOf = async (client: TestClient) => (await client.json<Usage>('/api/me/usage')).body;

/** POSTs a Stripe event to the webhook, signed with the stripe package's own test helper. */
async function sendEvent(
  t: TestApp,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; timestamp?: number; secret?: string; signature?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-01-28',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature =
    options.signature ??
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
  const res = await t.app.request('http://localhost:3000/api/billing/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & ErrorBody };
}

async function completeCheckout(
  t: TestApp,
  userId: string,
  ids = { customer: 'cus_1', subscription: 'sub_1', invoice: 'in_1' },
) {
  const suffix = randomBytes(4).toString('hex');
  const customer = `${ids.customer}_${suffix}`;
  const subscription = `${ids.subscription}_${suffix}`;
  const invoice = `${ids.invoice}_${suffix}`;
  const event = await sendEvent(t, 'checkout.session.completed', {
    id: `cs_test_${suffix}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: userId,
    customer,
    subscription,
    invoice,
    payment_status: 'paid',
    amount_total: 900,
    currency: 'usd',
    metadata: { userId },
  });
  expect(event.status).toBe(200);
  return { customer, subscription, invoice };
}

describe(`plans and the demo checkout on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('free users get the free limits and no Pro features; the demo checkout lifts them at once', async () => {
    const { client } = await signInVerifiedUser(demo);
    const free = await usageOf(client);
    expect(free).toMatchObject({ plan: 'free', planSource: null, proUntil: null, goalLimit: FREE_GOALS });
    expect(free.storageLimit).toBe(PLAN_LIMITS.free.storageBytes);
    expect(free.entitlements).toMatchObject({
      ai: false,
      analytics: false,
      sharing: false,
      reminders: false,
    });
    await createGoals(client, FREE_GOALS);
    const refused = await client.json<ErrorBody>('/api/bucket-list', {
      body: { title: 'One more goal', category: 'Travel' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('GOAL_LIMIT_REACHED');

    const status = await client.json('/api/billing');
    expect(status.body).toMatchObject({ provider: 'demo', priceUsd: 9, plan: 'free', hasPortal: false });
    const upgraded = await client.json<Usage>('/api/billing/demo-checkout', { method: 'POST' });
    expect(upgraded.status).toBe(200);
    const pro = await usageOf(client);
    expect(pro).toMatchObject({
      plan: 'pro',
      planSource: 'demo',
      goalLimit: null,
      storageLimit: PLAN_LIMITS.pro.storageBytes,
    });
    expect(pro.entitlements).toMatchObject({ ai: true, analytics: true, sharing: true, reminders: true });
    const days = (Date.parse(pro.proUntil as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
    expect(
      (await client.json('/api/bucket-list', { body: { title: 'One more goal', category: 'Travel' } }))
        .status,
    ).toBe(201);

    const again = await client.json<ErrorBody>('/api/billing/demo-checkout', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_PRO');
  });

  it('Pro that has run out returns the user to the free limits without deleting anything', async () => {
    const { client, id } = await signInVerifiedUser(demo);
    await makePro(demo, id, new Date(Date.now() + 60_000));
    await createGoals(client, FREE_GOALS + 3);
    await makePro(demo, id, new Date(Date.now() - 1000));
    expect(await usageOf(client)).toMatchObject({
      plan: 'free',
      goalCount: FREE_GOALS + 3,
      goalLimit: FREE_GOALS,
      proUntil: null,
    });
    const list = await client.json<{ items: { id: string }[] }>('/api/bucket-list?limit=100');
    expect(list.body.items).toHaveLength(FREE_GOALS + 3);
    const oldest = list.body.items.at(-1)?.id as string;
    expect((await client.json(`/api/bucket-list/${oldest}`)).status).toBe(200);
    expect((await client.json(`/api/bucket-list/${oldest}/complete`, { method: 'POST' })).status).toBe(200);
    const refused = await client.json<ErrorBody>('/api/bucket-list', {
      body: { title: 'New', category: 'Travel' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('GOAL_LIMIT_REACHED');
  });

  it('has no demo checkout outside demo mode', async () => {
    const production = await createTestApp({ config: { mode: 'production' } });
    try {
      const { client } = await signInVerifiedUser(production);
      const res = await client.json<ErrorBody>('/api/billing/demo-checkout', { method: 'POST' });
      expect(res.status).toBe(404);
      expect((await usageOf(client)).plan).toBe('free');
      expect((await client.json('/api/billing')).body).toMatchObject({ provider: 'none' });
      expect((await client.json('/api/billing/checkout', { method: 'POST' })).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('needs a signed-in user', async () => {
    const { client } = await signInVerifiedUser(demo);
    await client.request('/api/auth/sign-out', { method: 'POST', body: {} });
    expect((await client.json('/api/billing')).status).toBe(401);
    expect((await client.json('/api/billing/demo-checkout', { method: 'POST' })).status).toBe(401);
  });
});

describe('Stripe', () => {
  it('opens a Checkout session for the yearly price through the official client', async () => {
    const { client, id, email } = await signInVerifiedUser(stripeApp);
    const before = fake.requests.length;
    const res = await client.json<{ url: string }>('/api/billing/checkout', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.authorization).toBe('Bearer sk_test_someday');
    expect(Object.fromEntries(request?.params ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICE_ID,
      'line_items[0][quantity]': '1',
      client_reference_id: id,
      customer_email: email,
      success_url: 'http://localhost:3000/dashboard?upgraded=1',
      cancel_url: 'http://localhost:3000/upgrade?checkout=cancelled',
    });
    expect((await client.json('/api/billing')).body).toMatchObject({ provider: 'stripe', plan: 'free' });
  });

  it('answers 503 with a message when Stripe refuses, and stays free', async () => {
    const { client } = await signInVerifiedUser(stripeApp);
    fake.failNextRequest();
    const res = await client.json<ErrorBody>('/api/billing/checkout', { method: 'POST' });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('grants Pro on checkout.session.completed, once, however often the event is replayed', async () => {
    const { client, id } = await signInVerifiedUser(stripeApp);
    const eventId = `evt_test_${randomBytes(6).toString('hex')}`;
    const session = {
      id: `cs_test_${randomBytes(4).toString('hex')}`,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: id,
      customer: `cus_${randomBytes(4).toString('hex')}`,
      subscription: `sub_${randomBytes(4).toString('hex')}`,
      invoice: `in_${randomBytes(4).toString('hex')}`,
      payment_status: 'paid',
      amount_total: 900,
      currency: 'usd',
    };
    const first = await sendEvent(stripeApp, 'checkout.session.completed', session, { id: eventId });
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await usageOf(client)).toMatchObject({ plan: 'pro', planSource: 'purchase' });
    // An admin takes Pro away meanwhile; a replay of the old event must not bring it back.
    await stripeApp.db
      .updateTable('user')
      .set({ plan: 'free', planSource: null })
      .where('id', '=', id)
      .execute();
    for (let i = 0; i < 3; i++) {
      const replay = await sendEvent(stripeApp, 'checkout.session.completed', session, { id: eventId });
      expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    }
    expect((await usageOf(client)).plan).toBe('free');
    const purchases = await stripeApp.db
      .selectFrom('purchase')
      .select('id')
      .where('userId', '=', id)
      .execute();
    expect(purchases).toHaveLength(1);
  });

  it('refuses events with a bad signature, an old timestamp or no signature (400), changing nothing', async () => {
    const { client, id } = await signInVerifiedUser(stripeApp);
    const session = {
      id: 'cs_test_forged',
      object: 'checkout.session',
      client_reference_id: id,
      payment_status: 'paid',
    };
    const forged = await sendEvent(stripeApp, 'checkout.session.completed', session, {
      secret: 'whsec_wrong',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const old = await sendEvent(stripeApp, 'checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(old.status).toBe(400);
    expect(old.body.error.message).toMatch(/tolerance/i);
    const unsigned = await sendEvent(stripeApp, 'checkout.session.completed', session, { signature: '' });
    expect(unsigned.status).toBe(400);
    expect((await usageOf(client)).plan).toBe('free');
  });

  it('a refund returns the user to free', async () => {
    const { client, id } = await signInVerifiedUser(stripeApp);
    const { customer } = await completeCheckout(stripeApp, id);
    expect((await usageOf(client)).plan).toBe('pro');
    const refunded = await sendEvent(stripeApp, 'charge.refunded', {
      id: 'ch_test_1',
      object: 'charge',
      customer,
      refunded: true,
      amount_refunded: 900,
    });
    expect(refunded.status).toBe(200);
    expect(await usageOf(client)).toMatchObject({ plan: 'free', planSource: null });
  });

  it('cancellation at period end keeps Pro until then; deletion ends it; renewals extend it', async () => {
    const { client, id } = await signInVerifiedUser(stripeApp);
    const { customer, subscription } = await completeCheckout(stripeApp, id);
    const periodEnd = Math.floor(Date.now() / 1000) + 200 * 86_400;
    await sendEvent(stripeApp, 'customer.subscription.updated', {
      id: subscription,
      object: 'subscription',
      customer,
      cancel_at_period_end: true,
      cancel_at: periodEnd,
      items: { object: 'list', data: [{ current_period_end: periodEnd }] },
    });
    expect(await usageOf(client)).toMatchObject({
      plan: 'pro',
      proUntil: new Date(periodEnd * 1000).toISOString(),
    });
    expect((await client.json('/api/billing')).body).toMatchObject({
      cancelAtPeriodEnd: true,
      hasPortal: true,
    });

    const nextYear = Math.floor(Date.now() / 1000) + 400 * 86_400;
    await sendEvent(stripeApp, 'invoice.paid', {
      id: 'in_test_renewal',
      object: 'invoice',
      customer,
      billing_reason: 'subscription_cycle',
      amount_paid: 900,
      currency: 'usd',
      lines: { object: 'list', data: [{ period: { start: periodEnd, end: nextYear } }] },
    });
    expect((await usageOf(client)).proUntil).toBe(new Date(nextYear * 1000).toISOString());

    await sendEvent(stripeApp, 'customer.subscription.deleted', {
      id: subscription,
      object: 'subscription',
      customer,
    });
    expect((await usageOf(client)).plan).toBe('free');
  });

  it('leaves Pro granted by an admin alone when a subscription ends', async () => {
    const { client, id } = await signInVerifiedUser(stripeApp);
    const { customer, subscription } = await completeCheckout(stripeApp, id);
    await makePro(stripeApp, id);
    await sendEvent(stripeApp, 'customer.subscription.deleted', {
      id: subscription,
      object: 'subscription',
      customer,
    });
    expect(await usageOf(client)).toMatchObject({ plan: 'pro', planSource: 'admin' });
  });

  it('refunds within 30 days from the app (Stripe refund + subscription cancelled), not after', async () => {
    const { client, id } = await signInVerifiedUser(stripeApp);
    const { invoice, subscription } = await completeCheckout(stripeApp, id);
    fake.invoicePayments.set(invoice, 'pi_test_paid');
    const status = await client.json<{ refundableUntil: string }>('/api/billing');
    expect(Date.parse(status.body.refundableUntil) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const before = fake.requests.length;
    const refund = await client.json('/api/billing/refund', { method: 'POST' });
    expect(refund.status).toBe(200);
    const calls = fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      `GET /v1/invoices/${invoice}`,
      'POST /v1/refunds',
      `DELETE /v1/subscriptions/${subscription}`,
    ]);
    expect(fake.requests.find((r) => r.path === '/v1/refunds')?.params.get('payment_intent')).toBe(
      'pi_test_paid',
    );
    expect((await usageOf(client)).plan).toBe('free');

    const late = await signInVerifiedUser(stripeApp);
    await completeCheckout(stripeApp, late.id);
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await stripeApp.db
      .updateTable('purchase')
      .set({ createdAt: longAgo })
      .where('userId', '=', late.id)
      .execute();
    expect((await late.client.json('/api/billing')).body).toMatchObject({ refundableUntil: null });
    const refused = await late.client.json<ErrorBody>('/api/billing/refund', { method: 'POST' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('REFUND_WINDOW_CLOSED');
    expect((await usageOf(late.client)).plan).toBe('pro');
  });

  it('an administrator refunds a purchase after the 30 days too; nobody else can', async () => {
    const buyer = await signInVerifiedUser(stripeApp);
    const { invoice, subscription } = await completeCheckout(stripeApp, buyer.id);
    fake.invoicePayments.set(invoice, 'pi_test_admin');
    const longAgo = new Date(Date.now() - 90 * 86_400_000).toISOString();
    await stripeApp.db
      .updateTable('purchase')
      .set({ createdAt: longAgo })
      .where('userId', '=', buyer.id)
      .execute();

    const stranger = await signInVerifiedUser(stripeApp);
    const refused = await stranger.client.json<ErrorBody>(`/api/admin/users/${buyer.id}/refund`, {
      method: 'POST',
    });
    expect(refused.status).toBe(403);
    expect((await usageOf(buyer.client)).plan).toBe('pro');

    const admin = await signInVerifiedUser(stripeApp, 'Admin');
    await stripeApp.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const before = fake.requests.length;
    const refunded = await admin.client.json(`/api/admin/users/${buyer.id}/refund`, { method: 'POST' });
    expect(refunded.status).toBe(200);
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/invoices/${invoice}`,
      'POST /v1/refunds',
      `DELETE /v1/subscriptions/${subscription}`,
    ]);
    expect((await usageOf(buyer.client)).plan).toBe('free');
    const again = await admin.client.json<ErrorBody>(`/api/admin/users/${buyer.id}/refund`, {
      method: 'POST',
    });
    expect(again.status).toBe(404);
  });

  it('opens the customer portal for a customer, 404 before any purchase', async () => {
    const { client, id } = await signInVerifiedUser(stripeApp);
    expect((await client.json('/api/billing/portal', { method: 'POST' })).status).toBe(404);
    const { customer } = await completeCheckout(stripeApp, id);
    const portal = await client.json<{ url: string }>('/api/billing/portal', { method: 'POST' });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const request = fake.requests.at(-1);
    expect(request?.params.get('customer')).toBe(customer);
    expect(request?.params.get('return_url')).toBe('http://localhost:3000/profile');
  });
});
