// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusAfterMove } from './use-focus-after-move';
import { focusOrigin } from './use-return-focus';

afterEach(cleanup);

describe('focusOrigin', () => {
  it('is the menu button for an item of an open menu, since the item goes when the menu closes', () => {
    document.body.innerHTML = `
      <button id="trigger" aria-controls="menu-1">More</button>
      <div role="menu" id="menu-1"><div role="menuitem" tabindex="-1" id="item">Delete</div></div>`;
    expect(focusOrigin(document.getElementById('item'))?.id).toBe('trigger');
  });

  it('is the element itself otherwise, and nothing for the page body', () => {
    document.body.innerHTML = '<button id="plain">Edit</button>';
    expect(focusOrigin(document.getElementById('plain'))?.id).toBe('plain');
    expect(focusOrigin(document.body)).toBeNull();
  });
});

function MovingCard() {
  const [list, setList] = useState<'active' | 'completed'>('active');
  const move = useFocusAfterMove();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          move.focusElement('card-completed');
          // The list that receives the card renders it a little later, as with the optimistic update.
          setTimeout(() => setList('completed'), 20);
        }}
      >
        Done
      </button>
      {list === 'completed' ? <article id="card-completed" tabIndex={-1} /> : null}
    </>
  );
}

describe('useFocusAfterMove', () => {
  it('focuses the moved card as soon as it is on the page', async () => {
    const { getByRole } = render(<MovingCard />);
    act(() => getByRole('button', { name: 'Done' }).click());
    expect(document.getElementById('card-completed')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('card-completed'));
  });
});
