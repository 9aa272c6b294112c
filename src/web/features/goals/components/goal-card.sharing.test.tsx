// @vitest-environment happy-dom
import type { Goal } from '@common/goals';
import { screen, within } from '@testing-library/react';
import { goalFixture } from '@web/test-utils/goal-fixture';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it, vi } from 'vitest';
import { type GoalActions, GoalCard } from './goal-card';

const members: Goal['members'] = [
  { id: 'u-owner', name: 'Anong Owner', role: 'owner' },
  { id: 'u-me', name: 'Ben Friend', role: 'editor' },
];

const goal = (over: Partial<Goal> = {}): Goal => goalFixture({ title: 'Climb Doi Inthanon', ...over });

const actions = (): GoalActions => ({
  onComplete: vi.fn(),
  onRestore: vi.fn(),
  onEdit: vi.fn(),
  onDelete: vi.fn(),
});

async function menuItems(shown: Goal) {
  const view = await renderInteractive(<GoalCard goal={shown} actions={actions()} />);
  await view.user.click(screen.getByRole('button', { name: `More actions for ${shown.title}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('the goal card of a shared goal', () => {
  it('says whose goal it is and shows everyone on it as initials with their names', async () => {
    await renderInteractive(
      <GoalCard
        goal={goal({ role: 'editor', sharedBy: { id: 'u-owner', name: 'Anong Owner' }, members })}
        actions={actions()}
      />,
    );
    expect(screen.getByText('Shared by Anong Owner')).toBeTruthy();
    expect(screen.getByText('Shared with Anong Owner and Ben Friend')).toBeTruthy();
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.getByText('B')).toBeTruthy();
  });

  it('shows no badge or initials on an own goal shared with nobody', async () => {
    await renderInteractive(<GoalCard goal={goal()} actions={actions()} />);
    expect(screen.queryByText(/Shared by/)).toBeNull();
    expect(screen.queryByText(/Shared with/)).toBeNull();
  });

  it('gives an editor Done and Edit, but no delete, sharing or reminders', async () => {
    const shown = goal({ role: 'editor', sharedBy: { id: 'u-owner', name: 'Anong Owner' }, members });
    expect(await menuItems(shown)).toEqual(['Milestones', 'Scrapbook', 'People']);
    expect(screen.getByRole('button', { name: 'Mark Climb Doi Inthanon as done' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Climb Doi Inthanon' })).toBeTruthy();
  });

  it('leaves a viewer only reading: no Done, no Edit, and a menu without changes', async () => {
    const shown = goal({
      role: 'viewer',
      sharedBy: { id: 'u-owner', name: 'Anong Owner' },
      members: [members[0] as Goal['members'][number], { id: 'u-me', name: 'Ben Friend', role: 'viewer' }],
    });
    expect(await menuItems(shown)).toEqual(['Milestones', 'Scrapbook', 'People']);
    expect(screen.queryByRole('button', { name: 'Mark Climb Doi Inthanon as done' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Climb Doi Inthanon' })).toBeNull();
  });
});
