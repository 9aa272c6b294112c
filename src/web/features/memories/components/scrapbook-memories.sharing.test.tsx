// @vitest-environment happy-dom
import type { GoalMember } from '@common/collaboration';
import type { Memory } from '@common/memories';
import { screen } from '@testing-library/react';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it, vi } from 'vitest';
import { ScrapbookMemories, type ScrapbookSharing } from './scrapbook-memories';

const note = (id: string, caption: string, addedBy: Memory['addedBy']): Memory => ({
  id,
  type: 'note',
  mediaId: null,
  url: null,
  thumbUrl: null,
  content: '<p>Windy morning.</p>',
  caption,
  tags: [],
  isPublic: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  addedBy,
});

const anong = { id: 'u-owner', name: 'Anong' };
const ben = { id: 'u-ben', name: 'Ben' };
const members: GoalMember[] = [
  { ...anong, role: 'owner' },
  { ...ben, role: 'editor' },
];
const memories = [note('m1', 'Summit', anong), note('m2', 'Camp', ben)];

vi.mock('@web/lib/api-client', async (original) => ({
  ...(await original<typeof import('@web/lib/api-client')>()),
  apiGet: vi.fn(async () => memories),
}));

const show = (me: { id: string; name: string }, sharing?: ScrapbookSharing) =>
  renderInteractive(<ScrapbookMemories goalId="g1" sharing={sharing} />, {
    session: {
      session: { id: 's', userId: me.id, expiresAt: '2099-01-01T00:00:00.000Z' },
      user: { ...me, email: `${me.id}@example.com`, emailVerified: true },
    },
    queryData: [[['api', 'bucket-list', 'g1', 'memories'], memories]],
  });

describe('the memories of a shared goal', () => {
  it('name who added each one, and let an editor change only their own', async () => {
    await show(ben, { role: 'editor', members });
    expect(screen.getByText('Added by Anong')).toBeTruthy();
    expect(screen.getByText('Added by Ben')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Camp' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Summit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Summit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Memory' })).toBeTruthy();
  });

  it('let the owner change everyone’s', async () => {
    await show(anong, { role: 'owner', members });
    expect(screen.getByRole('button', { name: 'Edit Camp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Summit' })).toBeTruthy();
  });

  it('leave a viewer only reading', async () => {
    await show(ben, { role: 'viewer', members: [members[0] as GoalMember, { ...ben, role: 'viewer' }] });
    expect(screen.getByText('Added by Anong')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Memory' })).toBeNull();
  });

  it('say nothing of authors on a goal shared with nobody', async () => {
    await show(anong);
    expect(screen.queryByText(/Added by/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Summit' })).toBeTruthy();
  });
});
