// @vitest-environment happy-dom
import type { GoalMembers } from '@common/collaboration';
import { screen, waitFor, within } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it, vi } from 'vitest';
import { MembersDialog } from './members-dialog';

const fetchMock = stubFetch();
const me = { id: 'u-owner', email: 'anong@example.com', name: 'Anong', emailVerified: true };
const session = { session: { id: 's1', userId: me.id, expiresAt: '2099-01-01T00:00:00.000Z' }, user: me };

const shared: GoalMembers = {
  members: [
    { id: 'u-owner', name: 'Anong', role: 'owner' },
    { id: 'u-ben', name: 'Ben', role: 'editor' },
  ],
  invitations: [
    {
      id: 'inv1',
      email: 'chai@example.com',
      role: 'viewer',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
    },
  ],
};

function answer(members: GoalMembers, write: (method: string, path: string, body: unknown) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(members);
    return write(method, path, init?.body ? JSON.parse(String(init.body)) : undefined);
  });
}

const open = (role: 'owner' | 'editor' | 'viewer', pro: boolean | undefined = true, language?: 'th') =>
  renderWithToaster(
    <MembersDialog
      goal={{ id: 'g1', title: 'Climb Doi Inthanon', role }}
      open
      onOpenChange={vi.fn()}
      pro={pro}
    />,
    {
      session: role === 'owner' ? session : { ...session, user: { ...me, id: 'u-ben', name: 'Ben' } },
      language,
    },
  );

describe('the members dialog', () => {
  it('invites by email on Enter, as editor unless another role is chosen', async () => {
    answer({ members: [shared.members[0] as GoalMembers['members'][number]], invitations: [] }, () =>
      json(shared.invitations[0], 201),
    );
    const { user } = await open('owner');
    const dialog = await screen.findByRole('dialog', { name: 'Share with friends' });
    expect(await within(dialog).findByText('Nobody else shares this goal yet.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'viewer');
    await user.type(within(dialog).getByLabelText('Email address'), 'Chai@Example.com{Enter}');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/bucket-list/g1/invitations', 'POST')).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'chai@example.com', role: 'viewer' });
    expect(await screen.findByText('Invitation sent to chai@example.com')).toBeTruthy();
  });

  it('says why an invitation was refused, in Thai too', async () => {
    answer(shared, () => json({ error: { code: 'ALREADY_MEMBER', message: 'x' } }, 409));
    const { user } = await open('owner', true, 'th');
    const dialog = await screen.findByRole('dialog', { name: 'แชร์กับเพื่อน' });
    await user.type(within(dialog).getByLabelText('อีเมล'), 'ben@example.com{Enter}');
    expect(await within(dialog).findByText('บุคคลนี้แชร์เป้าหมายนี้อยู่แล้ว')).toBeTruthy();
  });

  it('refuses an address that is not one before asking the server', async () => {
    answer(shared, () => json({}, 201));
    const { user } = await open('owner');
    const dialog = await screen.findByRole('dialog', { name: 'Share with friends' });
    await user.type(within(dialog).getByLabelText('Email address'), 'not-an-address{Enter}');
    expect(await within(dialog).findByText('Enter an email address.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/bucket-list/g1/invitations', 'POST')).toHaveLength(0);
  });

  it('lets the owner change a role, remove someone after asking, and withdraw an invitation', async () => {
    answer(shared, () => new Response(null, { status: 204 }));
    const { user } = await open('owner');
    const dialog = await screen.findByRole('dialog', { name: 'Share with friends' });
    await user.selectOptions(await within(dialog).findByLabelText('Role of Ben'), 'viewer');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/bucket-list/g1/members/u-ben', 'PATCH')).toHaveLength(1),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Remove Ben' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Ben?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/bucket-list/g1/members/u-ben', 'DELETE')).toHaveLength(1),
    );

    await user.click(
      within(dialog).getByRole('button', { name: 'Withdraw the invitation to chai@example.com' }),
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/bucket-list/g1/invitations/inv1', 'DELETE')).toHaveLength(1),
    );
  });

  it('hands the goal over only once the owner confirmed', async () => {
    answer(shared, () => new Response(null, { status: 204 }));
    const { user } = await open('owner');
    const dialog = await screen.findByRole('dialog', { name: 'Share with friends' });
    await user.click(await within(dialog).findByRole('button', { name: 'Make Ben the owner' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make Ben the owner?' });
    expect(requestsTo(fetchMock, '/api/bucket-list/g1/owner', 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/bucket-list/g1/owner', 'POST')).toHaveLength(1));
  });

  it('shows a free owner the way to Pro instead of the invitation form', async () => {
    answer({ members: [], invitations: [] }, () => json({}));
    await open('owner', false);
    const dialog = await screen.findByRole('dialog', { name: 'Share with friends' });
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/upgrade',
    );
    expect(within(dialog).queryByLabelText('Email address')).toBeNull();
  });

  it('shows a member the list only, and lets them leave after asking', async () => {
    answer({ members: shared.members, invitations: [] }, () => new Response(null, { status: 204 }));
    const { user } = await open('editor');
    const dialog = await screen.findByRole('dialog', { name: 'People on this goal' });
    expect(await within(dialog).findByText('Ben (you)')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Email address')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Leave this goal' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave “Climb Doi Inthanon”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/bucket-list/g1/members/u-ben', 'DELETE')).toHaveLength(1),
    );
  });
});
