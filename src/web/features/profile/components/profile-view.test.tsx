import { NAME_MAX_LENGTH } from '@common/limits';
import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_QUERY_KEY, SESSIONS_QUERY_KEY } from '../api/keys';
import { ProfileView } from './profile-view';

// The auth client reads window.location at import; these renders only read cached answers.
vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const user = (extra: object = {}) => ({
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  image: null,
  locale: 'en',
  twoFactorEnabled: false,
  ...extra,
});
// get-session names this device's session by id only: the token stays out of the answer.
const session = (extra: object = {}, id = 's1') => ({
  session: { id, userId: 'u1', expiresAt: '2030-01-01T00:00:00Z' },
  user: user(extra),
});
const account = (providerId: string, id = providerId) => ({
  id,
  providerId,
  accountId: `${providerId}-account`,
  createdAt: '2026-01-02T10:00:00Z',
});
const activeSession = (id: string, userAgent: string) => ({
  id,
  token: `token-of-${id}`,
  userAgent,
  ipAddress: '203.0.113.7',
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  expiresAt: '2030-01-01T00:00:00Z',
});

describe('the profile screen', () => {
  it('offers a password user every section: change password, two-factor, sessions, data, deletion', async () => {
    const html = await renderPage(<ProfileView />, {
      path: '/profile',
      session: session({ image: '/media/m1/thumb' }),
      queryData: [
        [ACCOUNTS_QUERY_KEY, [account('credential')]],
        [SESSIONS_QUERY_KEY, [activeSession('s1', CHROME_LINUX), activeSession('s2', SAFARI_IPHONE)]],
      ],
    });
    const text = textOf(html);
    for (const expected of [
      'Your profile',
      'Name and picture',
      'Change picture',
      'Remove picture',
      'Current password',
      'Sign out of other devices',
      'Change password',
      'Turn on two-factor authentication',
      "choose 'Email me a code'",
      'Chrome on Linux',
      'This device',
      'Safari on iOS',
      'IP address 203.0.113.7',
      'Sign out of all other devices',
      'Email and password',
      // Dates in the app's one style: day, short month, year.
      'Linked 2 Jan 2026',
      'Signed in 1 Nov 2026,',
      'Last active 20 Nov 2026,',
      'Download my data',
      'Delete my account',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('src="/media/m1/thumb"');
    expect(html).toMatch(/href="\/api\/me\/export"[^>]*download=""/);
    // This device is not offered a "Sign out" of its own; the other one is.
    expect(html).toContain('aria-label="Sign out Safari on iOS"');
    expect(html).not.toContain('aria-label="Sign out Chrome on Linux"');
  });

  it('lets a provider-only user set a password and keeps the last account linked', async () => {
    const html = await renderPage(<ProfileView />, {
      path: '/profile',
      session: session(),
      meta: {
        mode: 'production',
        socialProviders: [
          { id: 'github', name: 'GitHub' },
          { id: 'google', name: 'Google' },
        ],
      },
      queryData: [
        [ACCOUNTS_QUERY_KEY, [account('github')]],
        [SESSIONS_QUERY_KEY, [activeSession('s1', CHROME_LINUX)]],
      ],
    });
    const text = textOf(html);
    expect(text).toContain('Set password');
    expect(text).not.toContain('Current password');
    expect(text).toContain('Set a password first');
    expect(text).toContain('This is your only way to sign in, so it cannot be removed.');
    expect(text).toContain('You are signed in on this device only.');
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Unlink GitHub"|<button[^>]*aria-label="Unlink GitHub"[^>]*disabled=""/,
    );
    expect(html).toContain('aria-label="Link Google"');
  });

  it('shows two-factor as on, with new backup codes and turning it off', async () => {
    const html = await renderPage(<ProfileView />, {
      path: '/profile',
      session: session({ twoFactorEnabled: true }),
      queryData: [
        [ACCOUNTS_QUERY_KEY, [account('credential')]],
        [SESSIONS_QUERY_KEY, []],
      ],
    });
    const text = textOf(html);
    expect(text).toContain('Two-factor authentication is on.');
    expect(text).toContain('New backup codes');
    expect(text).toContain('Turn off');
  });

  it('explains a refused provider link coming back with ?error=', async () => {
    const text = textOf(
      await renderPage(<ProfileView />, {
        path: "/profile?error=email_doesn't_match",
        session: session(),
        queryData: [
          [ACCOUNTS_QUERY_KEY, [account('credential')]],
          [SESSIONS_QUERY_KEY, []],
        ],
      }),
    );
    expect(text).toContain('That account uses a different email address, so it cannot be linked.');
  });

  it('marks this device by its session id and offers to sign out only the others', async () => {
    const html = await renderPage(<ProfileView />, {
      path: '/profile',
      session: session({}, 's2'),
      queryData: [
        [ACCOUNTS_QUERY_KEY, [account('credential')]],
        [
          SESSIONS_QUERY_KEY,
          [
            activeSession('s1', CHROME_LINUX),
            activeSession('s2', SAFARI_IPHONE),
            activeSession('s3', CHROME_LINUX),
          ],
        ],
      ],
    });
    const section = html.slice(html.indexOf('id="profile-sessions"'));
    const rows = section
      .slice(0, section.indexOf('</ul>'))
      .split(/<li[\s>]/)
      .slice(1);
    expect(rows).toHaveLength(3);
    const current = rows.filter((row) => textOf(`<li${row}`).includes('This device'));
    expect(current).toHaveLength(1);
    // Listed second, shown first.
    expect(textOf(`<li${rows[0]}`)).toContain('Safari on iOS');
    expect(textOf(`<li${current[0]}`)).toContain('Safari on iOS');
    expect(html).not.toContain('aria-label="Sign out Safari on iOS"');
    expect(html.match(/aria-label="Sign out Chrome on Linux"/g)).toHaveLength(2);
    expect(textOf(html)).toContain('Sign out of all other devices');
  });

  it('marks no device when the session read names none of the listed ones', async () => {
    const html = await renderPage(<ProfileView />, {
      path: '/profile',
      session: session({}, 'elsewhere'),
      queryData: [
        [ACCOUNTS_QUERY_KEY, [account('credential')]],
        [SESSIONS_QUERY_KEY, [activeSession('s1', CHROME_LINUX)]],
      ],
    });
    expect(textOf(html)).not.toContain('This device');
    expect(html).toContain('aria-label="Sign out Chrome on Linux"');
  });

  it(`says a name is longer than ${NAME_MAX_LENGTH} characters before it is saved, in both languages`, async () => {
    const render = (name: string, language: 'en' | 'th' = 'en') =>
      renderPage(<ProfileView />, {
        path: '/profile',
        language,
        session: session({ name }),
        queryData: [
          [ACCOUNTS_QUERY_KEY, [account('credential')]],
          [SESSIONS_QUERY_KEY, []],
        ],
      });
    const fits = textOf(await render('n'.repeat(NAME_MAX_LENGTH)));
    expect(fits).not.toContain('Your name can be at most');
    const html = await render('n'.repeat(NAME_MAX_LENGTH + 1));
    expect(textOf(html)).toContain(`Your name can be at most ${NAME_MAX_LENGTH} characters.`);
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="name"|<input[^>]*name="name"[^>]*aria-invalid="true"/,
    );
    expect(textOf(await render('น'.repeat(NAME_MAX_LENGTH + 1), 'th'))).toContain(
      `ชื่อต้องมีไม่เกิน ${NAME_MAX_LENGTH} ตัวอักษร`,
    );
  });

  it('speaks Thai', async () => {
    const text = textOf(
      await renderPage(<ProfileView />, {
        path: '/profile',
        language: 'th',
        session: session(),
        queryData: [
          [ACCOUNTS_QUERY_KEY, [account('credential')]],
          [SESSIONS_QUERY_KEY, []],
        ],
      }),
    );
    expect(text).toContain('โปรไฟล์ของคุณ');
    expect(text).toContain('ดาวน์โหลดข้อมูลของฉัน');
    expect(text).toContain('ลบบัญชีของฉัน');
    // Thai readers count years in the Buddhist era.
    expect(text).toContain('เชื่อมต่อเมื่อ 2 ม.ค. 2569');
  });
});
