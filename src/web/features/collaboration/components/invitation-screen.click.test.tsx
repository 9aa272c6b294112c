// @vitest-environment happy-dom
import type { InvitationPreview } from '@common/collaboration';
import { screen, waitFor } from '@testing-library/react';
import { json, notFound, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { InvitationScreen } from './invitation-screen';

const fetchMock = stubFetch();
const TOKEN = 'tok123';
const PATH = `/invitations/${TOKEN}`;
const ben = { id: 'u-ben', email: 'ben@example.com', name: 'Ben', emailVerified: true };
const session = { session: { id: 's1', userId: ben.id, expiresAt: '2099-01-01T00:00:00.000Z' }, user: ben };

const preview = (state: InvitationPreview['state'] = 'pending'): InvitationPreview => ({
  state,
  goalTitle: 'Climb Doi Inthanon',
  invitedBy: 'Anong',
  email: 'ben@example.com',
  role: 'editor',
  expiresAt: '2026-12-01T10:00:00.000Z',
});

function answer(read: () => Response, accept: () => Response = () => json({ goalId: 'g1', role: 'editor' })) {
  fetchMock.mockImplementation(async (_input, init) =>
    (init?.method ?? 'GET') === 'GET' ? read() : accept(),
  );
}

const show = (options: { session?: unknown; language?: 'en' | 'th' } = {}) =>
  renderWithToaster(<InvitationScreen token={TOKEN} />, { path: PATH, ...options });

describe('the invitation page', () => {
  it('tells a visitor who invites them to what, and signs them in or up back to this page', async () => {
    answer(() => json(preview()));
    await show();
    expect(await screen.findByText('Anong invites you to share the goal')).toBeTruthy();
    expect(screen.getByText('Climb Doi Inthanon')).toBeTruthy();
    expect(screen.getByText(/As an editor, you can change the goal/)).toBeTruthy();
    const back = `redirect=${encodeURIComponent(PATH)}`;
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/account?mode=login&${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      `/account?mode=register&${back}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('accepts for a signed-in member and opens the dashboard with a toast', async () => {
    answer(() => json(preview()));
    const { user, router } = await show({ session });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(fetchMock, `/api/invitations/${TOKEN}/accept`, 'POST')).toHaveLength(1);
    expect(await screen.findByText('You now share “Climb Doi Inthanon”')).toBeTruthy();
  });

  it('on another account, says so and offers to sign out instead of accepting', async () => {
    answer(() => json(preview()));
    await show({ session: { ...session, user: { ...ben, email: 'other@example.com' } } });
    expect(await screen.findByText(/This invitation was sent to another email address/)).toBeTruthy();
    expect(screen.getByText(/You are signed in as other@example.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('accepts for the invited address whatever its letter case', async () => {
    answer(() => json(preview()));
    await show({ session: { ...session, user: { ...ben, email: 'Ben@Example.com' } } });
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeTruthy();
  });

  it.each([
    ['expired', 'This invitation has expired'],
    ['accepted', 'This invitation has already been used'],
    ['revoked', 'This invitation was withdrawn'],
  ] as const)('explains a %s invitation instead of offering it', async (state, heading) => {
    answer(() => json(preview(state)));
    await show({ session });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('explains an unknown link, in Thai too', async () => {
    answer(notFound);
    await show({ language: 'th' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบคำเชิญ' })).toBeTruthy();
  });

  it('shows the ended state when accepting finds the invitation gone meanwhile', async () => {
    answer(
      () => json(preview()),
      () => json({ error: { code: 'INVITATION_REVOKED', message: 'x' } }, 410),
    );
    const { user } = await show({ session });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation was withdrawn' }),
    ).toBeTruthy();
  });
});
