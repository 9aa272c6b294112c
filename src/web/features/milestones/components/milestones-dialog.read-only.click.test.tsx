// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { json, stubFetch } from '@web/test-utils/fake-fetch';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it, vi } from 'vitest';
import { MilestonesDialog } from './milestones-dialog';

const fetchMock = stubFetch();

describe('the milestones dialog of a viewer', () => {
  it('lists the milestones with nothing to tick, rename, move or add', async () => {
    fetchMock.mockImplementation(async () =>
      json({
        milestones: [
          { id: 'm1', title: 'Book the flight', done: true, dueDate: null, position: 0 },
          { id: 'm2', title: 'Pack the tent', done: false, dueDate: '2027-01-10', position: 1 },
        ],
      }),
    );
    await renderInteractive(
      <MilestonesDialog
        goal={{ id: 'g1', title: 'Climb Doi Inthanon', status: 'active' }}
        open
        onOpenChange={vi.fn()}
        onCompleteGoal={vi.fn()}
        readOnly
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Milestones' });
    const list = await within(dialog).findByRole('list', { name: 'Milestones of Climb Doi Inthanon' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Pack the tent')).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(
      within(dialog)
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Close']);
  });
});
