// @vitest-environment happy-dom
import type { Milestone } from '@common/milestones';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it, vi } from 'vitest';
import { MilestonesDialog } from './milestones-dialog';

const fetchMock = stubFetch();
const GOAL = { id: 'g1', title: 'Walk the Camino', status: 'active' as const };
const LIST = '/api/bucket-list/g1/milestones';

const step = (id: string, title: string, done = false): Milestone => ({
  id,
  title,
  done,
  doneAt: done ? '2026-01-01T00:00:00.000Z' : null,
  dueDate: null,
});

/** The server: the goal's milestones in memory, answering as the API does; `refuse` fails writes. */
function serve(initial: Milestone[], options: { refuse?: () => Response; holdList?: Promise<void> } = {}) {
  let list = [...initial];
  let next = 1;
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (method !== 'GET' && options.refuse) return options.refuse();
    if (pathname === LIST && method === 'GET') {
      await options.holdList;
      return json({ milestones: list });
    }
    if (pathname === LIST && method === 'POST') {
      const created = {
        ...step(`new${next++}`, String(body.title)),
        dueDate: (body.dueDate as string) ?? null,
      };
      list = [...list, created];
      return json(created, 201);
    }
    if (pathname === `${LIST}/order` && method === 'PUT') {
      const ids = body.ids as string[];
      list = ids.flatMap((id) => list.filter((m) => m.id === id));
      return json({ milestones: list });
    }
    const one = /^\/api\/milestones\/([^/]+)$/.exec(pathname)?.[1];
    if (one && method === 'PATCH') {
      list = list.map((m) =>
        m.id === one
          ? {
              ...m,
              ...body,
              ...(body.done === undefined ? {} : { doneAt: body.done ? '2026-02-02T00:00:00.000Z' : null }),
            }
          : m,
      );
      return json(list.find((m) => m.id === one));
    }
    if (one && method === 'DELETE') {
      list = list.filter((m) => m.id !== one);
      return new Response(null, { status: 204 });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

const bodiesOf = (pathname: string, method: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname)
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);

function renderDialog(language: 'en' | 'th' = 'en', goal = GOAL) {
  const onCompleteGoal = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithToaster(
    <MilestonesDialog goal={goal} open onOpenChange={onOpenChange} onCompleteGoal={onCompleteGoal} />,
    { language },
  );
  return view.then((v) => ({ ...v, onCompleteGoal, onOpenChange }));
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Milestones of Walk the Camino' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('checkbox').closest('label')?.textContent);

describe('the milestones dialog', () => {
  it('shows a loading state, then the empty state; Enter in the field adds a milestone at the end', async () => {
    let release: () => void = () => undefined;
    serve([], {
      holdList: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    const { user } = await renderDialog();
    expect(await screen.findByText('Loading milestones…')).toBeTruthy();
    release();
    expect(await screen.findByText(/No milestones yet/)).toBeTruthy();

    const field = screen.getByRole('textbox', { name: 'New milestone' });
    await user.type(field, '  Buy boots {Enter}');
    await waitFor(() => expect(rows()).toEqual(['Buy boots']));
    expect(bodiesOf(LIST, 'POST')).toEqual([{ title: 'Buy boots' }]);
    expect((field as HTMLInputElement).value).toBe('');
    await user.type(field, 'Book the flight{Enter}');
    await waitFor(() => expect(rows()).toEqual(['Buy boots', 'Book the flight']));
  });

  it('ticks a milestone and shows the progress as n of m with a progress bar', async () => {
    serve([step('a', 'Buy boots'), step('b', 'Book the flight', true), step('c', 'Get a passport')]);
    const { user } = await renderDialog();
    const bar = await screen.findByRole('progressbar', { name: 'Milestones done' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.getByText('1 of 3')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Buy boots' }));
    await waitFor(() => expect(screen.getByText('2 of 3')).toBeTruthy());
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bodiesOf('/api/milestones/a', 'PATCH')).toEqual([{ done: true }]);
    expect(screen.queryByRole('button', { name: 'Mark the goal done' })).toBeNull();
  });

  it('moves a milestone with Alt+Arrow keys and with the move buttons, keeping the focus on it', async () => {
    serve([step('a', 'Buy boots'), step('b', 'Book the flight'), step('c', 'Get a passport')]);
    const { user } = await renderDialog();
    const tick = await screen.findByRole('checkbox', { name: 'Buy boots' });
    tick.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(rows()).toEqual(['Book the flight', 'Buy boots', 'Get a passport']));
    expect(bodiesOf(`${LIST}/order`, 'PUT')).toEqual([{ ids: ['b', 'a', 'c'] }]);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Buy boots' }));
    expect(screen.getByText('Buy boots moved to position 2 of 3.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move Get a passport up' }));
    await waitFor(() => expect(rows()).toEqual(['Book the flight', 'Get a passport', 'Buy boots']));
    expect(bodiesOf(`${LIST}/order`, 'PUT')).toEqual([{ ids: ['b', 'a', 'c'] }, { ids: ['b', 'c', 'a'] }]);
    expect(
      (screen.getByRole('button', { name: 'Move Book the flight up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('renames inline with Enter, sets and clears a due date, and deletes', async () => {
    serve([step('a', 'Buy boots'), step('b', 'Book the flight')]);
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Rename Buy boots' }));
    const field = screen.getByRole('textbox', { name: 'New title for Buy boots' });
    await user.clear(field);
    await user.type(field, 'Buy walking boots{Enter}');
    await waitFor(() => expect(rows()).toEqual(['Buy walking boots', 'Book the flight']));
    expect(bodiesOf('/api/milestones/a', 'PATCH')).toEqual([{ title: 'Buy walking boots' }]);

    const due = screen.getByLabelText('Due date of Book the flight');
    fireEvent.change(due, { target: { value: '2030-05-01' } });
    fireEvent.blur(due);
    await waitFor(() => expect(bodiesOf('/api/milestones/b', 'PATCH')).toEqual([{ dueDate: '2030-05-01' }]));
    fireEvent.change(due, { target: { value: '' } });
    fireEvent.blur(due);
    await waitFor(() =>
      expect(bodiesOf('/api/milestones/b', 'PATCH')).toEqual([{ dueDate: '2030-05-01' }, { dueDate: null }]),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Buy walking boots' }));
    await waitFor(() => expect(rows()).toEqual(['Book the flight']));
    expect(requestsTo(fetchMock, '/api/milestones/a', 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Buy walking boots deleted.')).toBeTruthy();
  });

  it('undoes a delete: the milestone comes back at its place, ticked as it was', async () => {
    serve([step('a', 'Buy boots', true), step('b', 'Book the flight'), step('c', 'Get a passport')]);
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Delete Buy boots' }));
    await waitFor(() => expect(rows()).toEqual(['Book the flight', 'Get a passport']));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rows()).toEqual(['Buy boots', 'Book the flight', 'Get a passport']));
    expect(bodiesOf(LIST, 'POST')).toEqual([{ title: 'Buy boots', dueDate: null }]);
    expect(bodiesOf('/api/milestones/new1', 'PATCH')).toEqual([{ done: true }]);
    expect(bodiesOf(`${LIST}/order`, 'PUT')).toEqual([{ ids: ['new1', 'b', 'c'] }]);
    expect((screen.getByRole('checkbox', { name: 'Buy boots' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Buy boots is back.')).toBeTruthy();
  });

  it('tells a refused write in a toast with the error text, and puts the list back', async () => {
    serve([step('a', 'Buy boots')], {
      refuse: () =>
        json({ error: { code: 'MILESTONE_LIMIT_REACHED', message: 'A goal can have at most 50.' } }, 422),
    });
    const { user } = await renderDialog();
    await user.type(await screen.findByRole('textbox', { name: 'New milestone' }), 'One more{Enter}');
    expect(await screen.findByText('The milestone could not be added')).toBeTruthy();
    expect(
      screen.getByText('A goal can have at most 50 milestones. Delete one to add another.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Buy boots' }));
    expect(await screen.findByText('The milestone could not be changed')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Buy boots' }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('offers to mark the goal done once the last open milestone is ticked', async () => {
    serve([step('a', 'Buy boots', true), step('b', 'Book the flight')]);
    const { user, onCompleteGoal, onOpenChange } = await renderDialog();
    await user.click(await screen.findByRole('checkbox', { name: 'Book the flight' }));
    expect(await screen.findByText('Every milestone is done!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark the goal done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onCompleteGoal).toHaveBeenCalledTimes(1);
  });

  it('offers nothing for a goal already done', async () => {
    serve([step('a', 'Buy boots', true)]);
    await renderDialog('en', { ...GOAL, status: 'completed' as never });
    expect(await screen.findByText('1 of 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark the goal done' })).toBeNull();
  });

  it('speaks Thai', async () => {
    serve([step('a', 'ซื้อรองเท้า')]);
    await renderDialog('th');
    expect(await screen.findByRole('heading', { name: 'หมุดหมาย' })).toBeTruthy();
    expect(await screen.findByText('0 จาก 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลบ ซื้อรองเท้า' })).toBeTruthy();
  });
});
