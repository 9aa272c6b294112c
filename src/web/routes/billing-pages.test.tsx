import type { BillingStatus } from '@common/billing';
import { CheckoutButton } from '@web/features/billing';
import { billingFixture as billing, usageFixture } from '@web/test-utils/plan-fixtures';
import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true };
const signedIn = { session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' }, user };

const usage = (plan: 'free' | 'pro', goalCount = 3) => usageFixture(plan, { goalCount });

const withBilling = (status: BillingStatus) => [[['api', 'billing'], status]] as const;

describe('checkout button per provider', () => {
  it('sends a visitor to registration', async () => {
    const html = await renderPage(<CheckoutButton />);
    expect(html).toMatch(/<a[^>]*href="\/account\?mode=register"[^>]*>.*?Upgrade to Pro/);
  });

  it('demo and stripe offer the upgrade button', async () => {
    for (const provider of ['demo', 'stripe'] as const) {
      const html = await renderPage(<CheckoutButton />, {
        session: signedIn,
        queryData: withBilling(billing({ provider })),
      });
      expect(html).toMatch(/<button[^>]*>.*?Upgrade to Pro<\/button>/);
      expect(html).not.toContain('href="/account?mode=register"');
    }
  });

  it('without a payment provider explains that an administrator grants Pro', async () => {
    const text = textOf(
      await renderPage(<CheckoutButton />, {
        session: signedIn,
        queryData: withBilling(billing({ provider: 'none' })),
      }),
    );
    expect(text).toContain('Pro is granted by an administrator');
    expect(text).not.toContain('Upgrade to Pro');
  });

  it('a Pro user sees until when instead of the button', async () => {
    const html = await renderPage(<CheckoutButton />, {
      session: signedIn,
      queryData: withBilling(billing({ plan: 'pro', proUntil: '2027-11-23T12:00:00.000Z' })),
    });
    expect(textOf(html)).toContain('You are on Pro until November 23, 2027');
    expect(html).not.toContain('<button');
  });

  it('in Thai', async () => {
    const text = textOf(
      await renderPage(<CheckoutButton />, {
        session: signedIn,
        language: 'th',
        queryData: withBilling(billing({ plan: 'pro', proUntil: '2027-11-23T12:00:00.000Z' })),
      }),
    );
    expect(text).toContain('คุณใช้แผน Pro ถึงวันที่');
  });
});

describe('subscribe page', () => {
  it('shows plans, price, promises, offer and freemium points to visitors', async () => {
    const { SubscribePage } = await import('./subscribe');
    const html = await renderPage(<SubscribePage />);
    const text = textOf(html);
    for (const expected of [
      'Make someday happen with Pro',
      'Limited-time offer',
      'Free',
      'Up to 25 goals',
      '20 MB of image storage',
      'English and Thai',
      'Secure authentication',
      'Pro',
      '$9',
      'per year',
      'Unlimited goals',
      'AI suggestions',
      '100 MB of image storage',
      'Advanced categories',
      'Analytics',
      'Custom templates',
      'Sharing and collaboration',
      'Deadline reminders',
      'Priority support',
      '30-day money-back guarantee',
      'Cancel any time',
      'Instant access',
      'No credit card needed',
      'No personal data collected',
      'GDPR-compliant',
      'Back to Dashboard',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('href="/dashboard"');
    expect(html).toMatch(/<a[^>]*href="\/account\?mode=register"[^>]*>.*?Upgrade to Pro/);
    expect(text).not.toContain('payments are simulated');
  });

  it('shows the demo banner in demo mode', async () => {
    const { SubscribePage } = await import('./subscribe');
    const text = textOf(await renderPage(<SubscribePage />, { meta: { mode: 'demo', socialProviders: [] } }));
    expect(text).toContain('Demo mode: payments are simulated');
    expect(text).toContain('No real payment is taken on this site.');
  });

  it('in Thai', async () => {
    const { SubscribePage } = await import('./subscribe');
    const text = textOf(await renderPage(<SubscribePage />, { language: 'th' }));
    for (const expected of [
      'ข้อเสนอช่วงเวลาจำกัด',
      'รับประกันคืนเงินภายใน 30 วัน',
      'ไม่ต้องใช้บัตรเครดิต',
      'เป็นไปตาม GDPR',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('upgrade page', () => {
  it('testimonials, comparison table, cancelled notice and the upgrade button', async () => {
    const { UpgradePage } = await import('./upgrade');
    const html = await renderPage(<UpgradePage />, {
      path: '/upgrade?checkout=cancelled',
      session: signedIn,
      queryData: [[['api', 'me', 'usage'], usage('free', 25)], ...withBilling(billing({}))],
    });
    const text = textOf(html);
    for (const expected of [
      'Checkout cancelled',
      'What Pro members say',
      'Nicha P.',
      'Free versus Pro',
      'Maybe later',
      'You have reached the free plan limit of 25 goals.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('<table');
    expect(html).toMatch(/<th scope="row"[^>]*>Sharing and collaboration<\/th>/);
    expect(html).toMatch(/<button[^>]*>.*?Upgrade to Pro<\/button>/);
  });
});

describe('billing card and the Pro notice', () => {
  it('a free user is offered the upgrade', async () => {
    const { BillingCard } = await import('@web/features/billing');
    const html = await renderPage(<BillingCard />, {
      session: signedIn,
      queryData: withBilling(billing({})),
    });
    expect(textOf(html)).toContain('Plan and billing');
    expect(html).toMatch(/<a[^>]*href="\/upgrade"[^>]*>.*?Upgrade/);
    expect(textOf(html)).not.toContain('Refund my purchase');
  });

  it('a buyer can manage and refund within 30 days', async () => {
    const { BillingCard } = await import('@web/features/billing');
    const text = textOf(
      await renderPage(<BillingCard />, {
        session: signedIn,
        queryData: withBilling(
          billing({
            provider: 'stripe',
            plan: 'pro',
            planSource: 'purchase',
            proUntil: '2027-11-23T12:00:00.000Z',
            hasPortal: true,
            refundableUntil: '2026-12-23T12:00:00.000Z',
          }),
        ),
      }),
    );
    for (const expected of [
      'Pro until November 23, 2027',
      'Manage subscription and invoices',
      'Refund my purchase',
      '30-day money-back guarantee, until December 23, 2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('the share panel shows "This needs Pro" to a free user', async () => {
    const { SharePanel } = await import('@web/features/shares');
    const html = await renderPage(<SharePanel goalId="g1" goalTitle="Dive" />, {
      session: signedIn,
      queryData: [
        [['api', 'me', 'usage'], usage('free')],
        [['api', 'bucket-list', 'g1', 'share'], null],
      ],
    });
    expect(textOf(html)).toContain('This needs Pro');
    expect(html).toContain('href="/upgrade"');
    expect(textOf(html)).not.toContain('Create Share Link');
  });
});
