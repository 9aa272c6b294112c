import type { Goal, Usage } from '@common/goals';
import { PLAN_TEXT_VALUES } from '@common/plans';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it, vi } from 'vitest';

const { freeGoalLimit, freeStorageMb, proStorageMb } = PLAN_TEXT_VALUES;

// The auth client reads window.location at import; these screens never call it while rendering.
vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true };

const goal = (fields: Partial<Goal> & Pick<Goal, 'id' | 'title'>): Goal => ({
  description: null,
  category: 'Adventure',
  imageId: null,
  imageUrl: fields.imageId ? `/media/${fields.imageId}` : null,
  thumbUrl: fields.imageId ? `/media/${fields.imageId}/thumb` : null,
  targetDate: null,
  status: 'active',
  completedAt: fields.status === 'completed' ? '2026-02-02T12:00:00.000Z' : null,
  progress: { done: 0, total: 0 },
  role: 'owner',
  sharedBy: null,
  members: [],
  customCategory: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const freeUsage = (goalCount: number): Usage => usageFixture('free', { goalCount });

/** Cache entries of the dashboard's reads: both goal lists (one page each) and the usage. */
function goalsData(data: { active: Goal[]; completed: Goal[]; usage: Usage; activeNextCursor?: string }) {
  const pages = (items: Goal[], nextCursor: string | null = null) => ({
    pages: [{ items, nextCursor }],
    pageParams: [null],
  });
  return [
    [['api', 'bucket-list', { status: 'active' }], pages(data.active, data.activeNextCursor)],
    [['api', 'bucket-list', { status: 'completed' }], pages(data.completed)],
    [['api', 'me', 'usage'], data.usage],
  ] as const;
}
const signedIn = { session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' }, user };

describe('screens render their texts', () => {
  it('landing', async () => {
    const { LandingPage } = await import('./landing');
    const text = textOf(await renderPage(<LandingPage />));
    for (const expected of [
      'Sign In',
      'Turn someday into your best days',
      'Start Your Journey',
      'Learn More',
      'Smart goal planning',
      'Free to start',
      'See your progress',
      `Up to ${freeGoalLimit} goals`,
      `${freeStorageMb} MB of image storage`,
      '$9',
      'Unlimited goals',
      `${proStorageMb} MB of image storage`,
      '30-day money-back guarantee',
      `© ${new Date().getFullYear()} Someday`,
    ]) {
      expect(text).toContain(expected);
    }
    // Pricing tells what works today and what is still to come.
    expect(text).toContain('Share links to your scrapbook');
    expect(text).toContain('AI suggestions');
    expect(text).not.toContain('AI suggestions Coming soon');
    expect(text).toContain('Deadline reminders');
    expect(text).not.toContain('Deadline reminders Coming soon');
    expect(text).toContain('Collaboration with friends');
    expect(text).not.toContain('Collaboration with friends Coming soon');
    expect(text).toContain('Advanced categories');
    expect(text).not.toContain('Coming soon');
    expect(text).not.toContain('Priority support');
  });

  it('landing with ?deleted=1 shows the deletion notice', async () => {
    const { LandingPage } = await import('./landing');
    const text = textOf(await renderPage(<LandingPage />, { path: '/?deleted=1' }));
    expect(text).toContain('Account successfully deleted');
  });

  it('landing in Thai', async () => {
    const { LandingPage } = await import('./landing');
    const html = await renderPage(<LandingPage />, { language: 'th' });
    expect(textOf(html)).toContain('เข้าสู่ระบบ');
    expect(textOf(html)).toContain('เปลี่ยนวันหนึ่งในฝัน ให้เป็นวันที่ดีที่สุดของคุณ');
    expect(textOf(html)).toContain('ทำร่วมกับเพื่อน ๆ หมวดหมู่ขั้นสูง');
    // Every Pro feature works today: none says "Coming soon".
    expect(textOf(html)).not.toContain('เร็ว ๆ นี้');
  });

  it('sign-in form', async () => {
    const { AccountPage } = await import('./account');
    const html = await renderPage(<AccountPage />, { path: '/account?mode=login' });
    const text = textOf(html);
    for (const expected of [
      'Welcome back',
      'Email',
      'Password',
      'Remember me',
      'Forgot password?',
      'Sign In',
      'Create Account',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toMatch(/type="checkbox"[^>]*checked/);
    expect(text).not.toContain('Continue with');
  });

  it('register form', async () => {
    const { AccountPage } = await import('./account');
    const text = textOf(await renderPage(<AccountPage />, { path: '/account?mode=register' }));
    for (const expected of [
      'Create your account',
      'Name',
      'Email',
      'Password',
      'Create Account',
      'Sign In',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('social buttons only for configured providers', async () => {
    const { AccountPage } = await import('./account');
    const text = textOf(
      await renderPage(<AccountPage />, {
        path: '/account?mode=login',
        meta: { mode: 'production', socialProviders: [{ id: 'google', name: 'Google' }] },
      }),
    );
    expect(text).toContain('Continue with Google');
  });

  it('says why a social sign-in came back with an error', async () => {
    const { AccountPage } = await import('./account');
    const notLinked = textOf(
      await renderPage(<AccountPage />, { path: '/account?mode=login&error=account_not_linked' }),
    );
    expect(notLinked).toContain('An account with this email already exists.');
    const unknown = textOf(
      await renderPage(<AccountPage />, { path: '/account?mode=login&error=weird_thing' }),
    );
    expect(unknown).toContain('Signing in with this provider did not work.');
  });

  it('verify step, with the demo mailbox link in demo mode', async () => {
    const { AccountPage } = await import('./account');
    const html = await renderPage(<AccountPage />, {
      path: '/account?verify=1',
      meta: { mode: 'demo', socialProviders: [] },
      session: { ...signedIn, user: { ...user, emailVerified: false } },
    });
    const text = textOf(html);
    for (const expected of [
      'Check your inbox',
      'ada@example.com',
      'Resend verification email',
      'Open the demo mailbox',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('href="/dev/mailbox"');
  });

  it('forgot password', async () => {
    const { ForgotPasswordPage } = await import('./forgot-password');
    const text = textOf(await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' }));
    for (const expected of ['Reset your password', 'Email', 'Send reset link', 'Back to sign in']) {
      expect(text).toContain(expected);
    }
  });

  it('reset password with and without a token', async () => {
    const { ResetPasswordPage } = await import('./reset-password');
    const form = textOf(await renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' }));
    for (const expected of ['Choose a new password', 'New password', 'Confirm password', 'Reset password']) {
      expect(form).toContain(expected);
    }
    const invalid = textOf(
      await renderPage(<ResetPasswordPage />, { path: '/reset-password?error=INVALID_TOKEN' }),
    );
    expect(invalid).toContain('This reset link is invalid or has expired');
    expect(invalid).toContain('Request a new link');
  });

  it('dashboard while goals load', async () => {
    const { DashboardPage } = await import('./dashboard');
    const text = textOf(await renderPage(<DashboardPage />, { path: '/dashboard', session: signedIn }));
    for (const expected of ['Welcome, Ada', 'Add Goal', 'Loading goals…', 'Need inspiration?']) {
      expect(text).toContain(expected);
    }
  });

  it("signed-in screens share one header with the person's menu", async () => {
    const { SignedInLayout } = await import('./signed-in-layout');
    const { DashboardPage, SignedInHeader } = await import('./lazy-pages');
    // Loaded ahead, as at start-up, so the screens render instead of their loading state.
    await Promise.all([DashboardPage.preload(), SignedInHeader.preload()]);
    const { Route, Routes } = await import('react-router');
    const html = await renderPage(
      <Routes>
        <Route element={<SignedInLayout />}>
          <Route path="/dashboard" element={<DashboardPage />} />
        </Route>
      </Routes>,
      { path: '/dashboard', session: signedIn },
    );
    expect(html.match(/<header/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Account menu for Ada"');
    expect(textOf(html)).toContain('Welcome, Ada');
  });

  it('a visitor on a signed-in path gets the landing page, whose sign-in returns there', async () => {
    const { LandingPage } = await import('./lazy-pages');
    await LandingPage.preload();
    const html = await renderPage(<LandingPage />, { path: '/profile' });
    expect(html).toContain('href="/account?mode=login&amp;redirect=%2Fprofile"');
  });

  it('dashboard with no goals yet', async () => {
    const { DashboardPage } = await import('./dashboard');
    const text = textOf(
      await renderPage(<DashboardPage />, {
        path: '/dashboard',
        session: signedIn,
        queryData: goalsData({ active: [], completed: [], usage: freeUsage(0) }),
      }),
    );
    for (const expected of [
      'Welcome, Ada',
      'Add Goal',
      'Edit Goals',
      'Play Slideshow',
      'Get AI Ideas',
      'Your bucket list is empty',
      'Add your first goal',
      'No completed goals yet.',
      'Total goals',
      `0 of ${freeGoalLimit}`,
      `0 kB of ${freeStorageMb} MB`,
      'Get a pilot license',
      'Learn to play the piano',
      'Build my own house',
      'Go scuba diving',
      'See the Northern Lights',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('dashboard with goals', async () => {
    const { DashboardPage } = await import('./dashboard');
    const html = await renderPage(<DashboardPage />, {
      path: '/dashboard',
      session: signedIn,
      queryData: goalsData({
        active: [goal({ id: 'g1', title: 'Dive the reef', imageId: 'm1', targetDate: '2030-01-31' })],
        completed: [goal({ id: 'g2', title: 'Run a marathon', category: 'Fitness', status: 'completed' })],
        activeNextCursor: 'c2',
        usage: { ...freeUsage(2), storageBytes: 1.5 * 1024 * 1024 },
      }),
    });
    const text = textOf(html);
    for (const expected of [
      'Your goals',
      'Dive the reef',
      'Adventure',
      'Target: 31 Jan 2030',
      'Done',
      'Edit',
      'More',
      'Load more',
      'Completed goals',
      'Run a marathon',
      'Completed 2 Feb 2026',
      'Restore',
      `2 of ${freeGoalLimit}`,
      `1.5 MB of ${freeStorageMb} MB`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('src="/media/m1/thumb"');
    expect(html).toContain('aria-label="Mark Dive the reef as done"');
    expect(html).toContain('aria-label="Restore Run a marathon"');
    // Scrapbook and Delete wait in each card's menu.
    expect(html).toContain('aria-label="More actions for Dive the reef"');
    expect(html).not.toContain('aria-label="Delete Dive the reef"');
    expect(text).not.toContain('Your bucket list is empty');
    // A free user can reach the upgrade from the goal counter.
    expect(html).toMatch(/<a[^>]*href="\/upgrade"[^>]*>.*?Upgrade for unlimited goals<\/a>/);
  });

  it('dashboard with every goal done celebrates and offers the completed slideshow', async () => {
    const { DashboardPage } = await import('./dashboard');
    for (const [language, celebration, play] of [
      ['en', 'You have ticked off everything on your list!', 'Play completed goals'],
      ['th', 'คุณทำทุกอย่างในรายการสำเร็จหมดแล้ว!', 'เล่นเป้าหมายที่สำเร็จแล้ว'],
    ] as const) {
      const text = textOf(
        await renderPage(<DashboardPage />, {
          path: '/dashboard',
          session: signedIn,
          language,
          queryData: goalsData({
            active: [],
            completed: [
              goal({ id: 'g2', title: 'Run a marathon', category: 'Fitness', status: 'completed' }),
            ],
            usage: freeUsage(1),
          }),
        }),
      );
      expect(text).toContain(celebration);
      expect(text).toContain(play);
      expect(text).not.toContain('Your bucket list is empty');
      expect(text).not.toContain('บักเก็ตลิสต์ของคุณยังว่างอยู่');
    }
  });

  it('dashboard at the free goal limit sends Add Goal to the upgrade page', async () => {
    const { DashboardPage } = await import('./dashboard');
    const html = await renderPage(<DashboardPage />, {
      path: '/dashboard',
      session: signedIn,
      queryData: goalsData({ active: [], completed: [], usage: freeUsage(freeGoalLimit) }),
    });
    expect(textOf(html)).toContain(
      `You have reached the free plan limit of ${freeGoalLimit} goals. Upgrade to Pro for unlimited goals.`,
    );
    expect(html).toMatch(/<a[^>]*href="\/upgrade"[^>]*>.*?Add Goal/);
  });

  it('dashboard of a Pro user shows unlimited goals', async () => {
    const { DashboardPage } = await import('./dashboard');
    const text = textOf(
      await renderPage(<DashboardPage />, {
        path: '/dashboard',
        session: signedIn,
        queryData: goalsData({
          active: [],
          completed: [],
          usage: usageFixture('pro', {
            planSource: 'purchase',
            proUntil: '2027-01-01T00:00:00.000Z',
            goalCount: 40,
            completedCount: 12,
          }),
        }),
      }),
    );
    expect(text).toContain('Pro plan');
    expect(text).toContain('40 · Unlimited');
    expect(text).toContain(`0 kB of ${proStorageMb} MB`);
    expect(text).not.toContain('free plan limit');
  });

  it('dashboard in Thai', async () => {
    const { DashboardPage } = await import('./dashboard');
    const text = textOf(
      await renderPage(<DashboardPage />, {
        path: '/dashboard',
        session: signedIn,
        language: 'th',
        queryData: goalsData({ active: [], completed: [], usage: freeUsage(0) }),
      }),
    );
    for (const expected of ['เพิ่มเป้าหมาย', 'แก้ไขเป้าหมาย', 'เล่นสไลด์โชว์', 'บักเก็ตลิสต์ของคุณยังว่างอยู่']) {
      expect(text).toContain(expected);
    }
  });

  it('upgrade and AI ideas', async () => {
    const { UpgradePage } = await import('./upgrade');
    const { AiIdeasPage } = await import('./ai-ideas');
    const upgrade = await renderPage(<UpgradePage />, {
      session: signedIn,
      queryData: [[['api', 'me', 'usage'], freeUsage(freeGoalLimit)]],
    });
    for (const expected of [
      'Upgrade to Pro',
      'Your usage',
      `${freeGoalLimit} of ${freeGoalLimit}`,
      'Unlimited goals',
      `${proStorageMb} MB of image storage`,
      `You have reached the free plan limit of ${freeGoalLimit} goals.`,
      'Maybe later',
    ]) {
      expect(textOf(upgrade)).toContain(expected);
    }
    expect(upgrade).toContain('href="/dashboard"');
    const ai = await renderPage(<AiIdeasPage />, {
      session: signedIn,
      queryData: [[['api', 'me', 'usage'], freeUsage(0)]],
    });
    expect(textOf(ai)).toContain('Get AI Ideas');
    expect(textOf(ai)).toContain('AI suggestions are part of the Pro plan.');
    expect(textOf(ai)).not.toContain('Surprise me');
    expect(ai).toContain('href="/upgrade"');
    expect(ai).toContain('href="/dashboard"');
  });

  it('AI ideas turned off by a super administrator: no dashboard link, and the screen says so', async () => {
    const { AiIdeasPage } = await import('./ai-ideas');
    const { DashboardPage } = await import('./dashboard');
    const aiOff = [
      ['api', 'site-settings'],
      {
        learnMoreVideoUrl: null,
        features: { registrationOpen: true, sharingEnabled: true, aiEnabled: false },
      },
    ] as const;
    const dashboard = await renderPage(<DashboardPage />, {
      path: '/dashboard',
      session: signedIn,
      queryData: [...goalsData({ active: [], completed: [], usage: freeUsage(0) }), aiOff],
    });
    expect(textOf(dashboard)).toContain('Play Slideshow');
    expect(textOf(dashboard)).not.toContain('Get AI Ideas');
    expect(dashboard).not.toContain('href="/ai-ideas"');
    const ai = await renderPage(<AiIdeasPage />, { session: signedIn, queryData: [aiOff] });
    expect(textOf(ai)).toContain('AI ideas are turned off for now. Please check back later.');
    expect(textOf(ai)).not.toContain('Surprise me');
    expect(ai).not.toContain('href="/upgrade"');
  });

  it('account deleted, not found and subscribe', async () => {
    const { AccountDeletedPage } = await import('./account-deleted');
    const { NotFoundPage } = await import('./not-found');
    const { SubscribePage } = await import('./subscribe');
    expect(textOf(await renderPage(<AccountDeletedPage />))).toContain('Return to Home');
    expect(textOf(await renderPage(<NotFoundPage />, { session: signedIn }))).toContain('Page Not Found');
    expect(textOf(await renderPage(<SubscribePage />))).toContain('Back to Dashboard');
  });
});
