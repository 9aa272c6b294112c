// @vitest-environment happy-dom
import type { Goal } from '@common/goals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goalFixture } from '@web/test-utils/goal-fixture';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { mockReducedMotion, renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it, vi } from 'vitest';
import { type GoalActions, GoalCard } from './goal-card';
import { GoalFormDialog } from './goal-form-dialog';
import { Slideshow } from './slideshow';

const goal = (over: Partial<Goal> = {}): Goal => goalFixture(over);

const actions = (): GoalActions => ({
  onComplete: vi.fn(),
  onRestore: vi.fn(),
  onEdit: vi.fn(),
  onDelete: vi.fn(),
});

describe('the goal card', () => {
  it('shows Done and Edit as buttons and keeps Scrapbook and Delete in its menu', async () => {
    const user = userEvent.setup();
    const handlers = actions();
    await renderInteractive(<GoalCard goal={goal()} actions={handlers} />);
    expect(screen.getByRole('button', { name: 'Mark Dive the Similan Islands as done' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Dive the Similan Islands' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Dive the Similan Islands' })).toBeNull();
    expect(screen.queryByRole('link', { name: /scrapbook/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'More actions for Dive the Similan Islands' }));
    const scrapbook = await screen.findByRole('menuitem', {
      name: 'Open the scrapbook of Dive the Similan Islands',
    });
    expect(scrapbook.getAttribute('href')).toBe('/goals/g1/scrapbook');
    await user.click(screen.getByRole('menuitem', { name: 'Delete Dive the Similan Islands' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'g1' }));
  });

  it('opens its menu from the keyboard', async () => {
    const user = userEvent.setup();
    const handlers = actions();
    await renderInteractive(<GoalCard goal={goal()} actions={handlers} />);
    screen.getByRole('button', { name: 'More actions for Dive the Similan Islands' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Milestones',
      'Reminders',
      'Scrapbook',
      'Share with friends',
      'Delete',
    ]);
  });

  it('offers reminders only for a target date still to come', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderInteractive(
      <GoalCard goal={goal({ targetDate: null })} actions={actions()} />,
    );
    await user.click(screen.getByRole('button', { name: 'More actions for Dive the Similan Islands' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Reminders/ })).toBeNull();
    unmount();
    await renderInteractive(<GoalCard goal={goal({ status: 'completed' })} actions={actions()} />);
    await user.click(screen.getByRole('button', { name: 'More actions for Dive the Similan Islands' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Reminders/ })).toBeNull();
  });

  it('shows its milestones as n of m with a progress bar, and nothing without milestones', async () => {
    const { unmount } = await renderInteractive(
      <GoalCard goal={goal({ progress: { done: 2, total: 3 } })} actions={actions()} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Milestones done' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.getByText('2 of 3')).toBeTruthy();
    unmount();
    await renderInteractive(<GoalCard goal={goal()} actions={actions()} />, { language: 'th' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens the milestones dialog from its menu', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ milestones: [] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const user = userEvent.setup();
      await renderInteractive(<GoalCard goal={goal()} actions={actions()} />);
      await user.click(screen.getByRole('button', { name: 'More actions for Dive the Similan Islands' }));
      await user.click(
        await screen.findByRole('menuitem', { name: 'Milestones of Dive the Similan Islands' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Milestones' });
      expect(await within(dialog).findByText(/No milestones yet/)).toBeTruthy();
      expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/bucket-list/g1/milestones');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers Restore on a completed goal and can be focused by its id', async () => {
    const handlers = actions();
    await renderInteractive(
      <GoalCard
        goal={goal({ status: 'completed', completedAt: '2026-05-01T10:00:00.000Z' })}
        actions={handlers}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Restore Dive the Similan Islands' }));
    expect(handlers.onRestore).toHaveBeenCalled();
    const card = document.getElementById('goal-card-completed-g1');
    expect(card?.tagName).toBe('ARTICLE');
    card?.focus();
    expect(document.activeElement).toBe(card);
  });

  it('writes the target date in the app language, Thai with the Buddhist-era year', async () => {
    await renderInteractive(<GoalCard goal={goal()} actions={actions()} />, { language: 'th' });
    expect(screen.getByText(/2570/)).toBeTruthy();
  });
});

describe('the slideshow', () => {
  const two = [goal(), goal({ id: 'g2', title: 'Run a marathon' })];

  it('moves on by itself normally', async () => {
    mockReducedMotion(false);
    await renderInteractive(<Slideshow goals={two} status="active" onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
  });

  it('stays still when the system asks for reduced motion, until Play is pressed', async () => {
    mockReducedMotion(true);
    await renderInteractive(<Slideshow goals={two} status="active" onClose={() => undefined} />);
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    await userEvent.setup().click(play);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
  });

  it('names the carousel and its slides in Thai', async () => {
    mockReducedMotion(false);
    await renderInteractive(<Slideshow goals={two} status="active" onClose={() => undefined} />, {
      language: 'th',
    });
    expect(document.querySelector('[aria-roledescription="ภาพหมุนเวียน"]')).not.toBeNull();
    expect(document.querySelector('[aria-roledescription="สไลด์"]')).not.toBeNull();
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});

describe('the goal dialog', () => {
  // What the dialog reads: the plan (own categories are Pro) and the member's own categories.
  const myCategories = { categories: [{ id: 'c2', name: 'Mine', icon: 'star', color: 'amber' }], limit: 50 };
  const dialogData = [
    [['api', 'me', 'usage'], usageFixture('pro')],
    [['api', 'me', 'categories'], myCategories],
  ] as const;

  it("opens on the goal's target date written in the app language, whatever the browser's locale", async () => {
    await renderInteractive(
      <GoalFormDialog target={{ mode: 'edit', goal: goal() }} onClose={() => undefined} />,
      { language: 'th', queryData: dialogData },
    );
    const date = await screen.findByRole('group', { name: 'วันที่ตั้งเป้า' });
    const chosen = (name: string) =>
      within(date).getByRole<HTMLSelectElement>('combobox', { name }).selectedOptions[0]?.text;
    expect([chosen('วัน'), chosen('เดือน'), chosen('ปี')]).toEqual(['5', 'มีนาคม', '2570']);
  });

  it("offers an editor of a shared goal none of their own categories, and shows the owner's", async () => {
    const shared = goal({
      role: 'editor',
      customCategory: { id: 'c1', name: 'Honeymoon', icon: 'heart', color: 'red' },
    });
    await renderInteractive(
      <GoalFormDialog target={{ mode: 'edit', goal: shared }} onClose={() => undefined} />,
      { queryData: dialogData },
    );
    expect(await screen.findByText('The owner’s category: Honeymoon')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'My category' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage my categories' })).toBeNull();
  });

  it('offers the owner their own categories', async () => {
    await renderInteractive(
      <GoalFormDialog target={{ mode: 'edit', goal: goal() }} onClose={() => undefined} />,
      { queryData: dialogData },
    );
    const field = await screen.findByRole('combobox', { name: 'My category' });
    expect(within(field).getByRole('option', { name: 'Mine' })).toBeTruthy();
  });

  it('keeps Save and Cancel in a footer that stays in view while the form scrolls', async () => {
    await renderInteractive(<GoalFormDialog target={{ mode: 'add' }} onClose={() => undefined} />, {
      queryData: dialogData,
    });
    const save = await screen.findByRole('button', { name: 'Save Goal' });
    const footer = save.closest('.sticky');
    expect(footer).not.toBeNull();
    expect(footer?.textContent).toContain('Cancel');
  });
});
