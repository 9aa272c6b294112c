import type { BillingStatus } from '@common/billing';
import { PLAN_TEXT_VALUES } from '@common/plans';
import { CheckoutButton } from '@web/features/billing';
import { billingFixture as billing, usageFixture } from '@web/test-utils/plan-fixtures';
import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it, vi } from 'vitest';

const { freeGoalLimit, freeStorageMb, proStorageMb } = PLAN_TEXT_VALUES;

vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true };
const signedIn = { session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' }, user };

const usage = (plan: 'free' | 'pro', goalCount = 3) => usageFixture(plan, { goalCount });

const withBilling = (status: BillingStatus) => [[['api', 'billing'], status]] as const;

/** The list item of a plan feature, by its visible name. */
const featureItem = (html: string, name: string) => {
  const item = html.split('<li').find((part) => part.includes(`>${name}<`));
  if (!item) throw new Error(`No feature named ${name}`);
  return item.split('</li>')[0] ?? '';
};
const tableRow = (html: string, name: string) => {
  const row = html.split('<tr').find((part) => part.includes(`>${name}</th>`));
  if (!row) throw new Error(`No row named ${name}`);
  return row;
};

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
    expect(textOf(html)).toContain('You are on Pro until 23 Nov 2027');
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
  it('shows plans, price, promises and freemium points to visitors', async () => {
    const { SubscribePage } = await import('./subscribe');
    const html = await renderPage(<SubscribePage />);
    const text = textOf(html);
    for (const expected of [
      'Make someday happen with Pro',
      'Free',
      `Up to ${freeGoalLimit} goals`,
      `${freeStorageMb} MB of image storage`,
      'English and Thai',
      'Secure authentication',
      'Pro',
      '$9',
      'per year',
      'Unlimited goals',
      'AI suggestions',
      `${proStorageMb} MB of image storage`,
      'Share links to your scrapbook',
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
    // No offer without a real end date: the normal price is not a "limited-time" one.
    expect(text).not.toMatch(/limited-time|launch price/i);
  });

  it('marks every Pro feature that is not built yet as coming soon, and only those', async () => {
    const { SubscribePage } = await import('./subscribe');
    const html = await renderPage(<SubscribePage />);
    for (const name of [
      'Unlimited goals',
      `${proStorageMb} MB of image storage`,
      'Share links to your scrapbook',
      'AI suggestions',
      'Deadline reminders',
      'Priority support',
      'Progress insights',
      'Custom templates',
      'Collaboration with friends',
      'Advanced categories',
    ]) {
      expect(featureItem(html, name)).not.toContain('Coming soon');
    }
  });

  it('a Pro user is not told the Free plan is theirs', async () => {
    const { SubscribePage } = await import('./subscribe');
    const text = textOf(
      await renderPage(<SubscribePage />, {
        session: signedIn,
        queryData: withBilling(billing({ plan: 'pro', proUntil: '2027-11-23T12:00:00.000Z' })),
      }),
    );
    expect(text).not.toContain('Your current plan');
    expect(text).toContain('Included in Pro');
    expect(text).toContain('You are on Pro until');
  });

  it('a free user sees the Free plan as theirs', async () => {
    const { SubscribePage } = await import('./subscribe');
    const text = textOf(
      await renderPage(<SubscribePage />, { session: signedIn, queryData: withBilling(billing({})) }),
    );
    expect(text).toContain('Your current plan');
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
    for (const expected of ['หมวดหมู่ขั้นสูง', 'รับประกันคืนเงินภายใน 30 วัน', 'ไม่ต้องใช้บัตรเครดิต', 'เป็นไปตาม GDPR']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('เร็ว ๆ นี้');
  });
});

describe('upgrade page', () => {
  it('testimonials, comparison table, cancelled notice and the upgrade button', async () => {
    const { UpgradePage } = await import('./upgrade');
    const html = await renderPage(<UpgradePage />, {
      path: '/upgrade?checkout=cancelled',
      session: signedIn,
      queryData: [[['api', 'me', 'usage'], usage('free', freeGoalLimit)], ...withBilling(billing({}))],
    });
    const text = textOf(html);
    for (const expected of [
      'Checkout cancelled',
      'What Pro members say',
      'Nicha P.',
      'Free versus Pro',
      'Maybe later',
      `You have reached the free plan limit of ${freeGoalLimit} goals.`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('<table');
    expect(html).toMatch(/<th scope="row"[^>]*>Share links to your scrapbook<\/th>/);
    expect(html).toMatch(/<button[^>]*>.*?Upgrade to Pro<\/button>/);
    expect(textOf(tableRow(html, 'Deadline reminders'))).not.toContain('Coming soon');
    expect(textOf(tableRow(html, 'Collaboration with friends'))).not.toContain('Coming soon');
    expect(textOf(tableRow(html, 'Advanced categories'))).not.toContain('Coming soon');
    expect(textOf(tableRow(html, 'Share links to your scrapbook'))).not.toContain('Coming soon');
  });

  it('tells a Pro user they already have Pro and where to manage or refund it', async () => {
    const { UpgradePage } = await import('./upgrade');
    const html = await renderPage(<UpgradePage />, {
      path: '/upgrade',
      session: signedIn,
      queryData: [[['api', 'me', 'usage'], usage('pro', 40)], ...withBilling(billing({ plan: 'pro' }))],
    });
    const text = textOf(html);
    expect(text).toContain('You already have Pro');
    expect(html).toMatch(/<a[^>]*href="\/profile#profile-plan"[^>]*>Manage plan and refund<\/a>/);
    expect(text).not.toContain('Maybe later');
    expect(html).not.toMatch(/<button[^>]*>.*?Upgrade to Pro<\/button>/);
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
      'Pro until 23 Nov 2027',
      'Manage subscription and invoices',
      'Refund my purchase',
      '30-day money-back guarantee, until 23 Dec 2026',
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
