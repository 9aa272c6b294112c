// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { memo, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStableHandlers } from './use-stable-handlers';

afterEach(cleanup);

let childRenders = 0;

const Child = memo(function Child({ handlers }: { handlers: { onPick: (name: string) => void } }) {
  childRenders += 1;
  return (
    <button type="button" onClick={() => handlers.onPick('card')}>
      Pick
    </button>
  );
});

function Parent() {
  const [count, setCount] = useState(0);
  const [picked, setPicked] = useState('');
  const handlers = useStableHandlers({ onPick: (name: string) => setPicked(`${name} at ${count}`) });
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Count {count}
      </button>
      <Child handlers={handlers} />
      <p>Picked: {picked}</p>
    </>
  );
}

describe('useStableHandlers', () => {
  it('keeps a memoised child from drawing again, and its handler sees the latest state', () => {
    childRenders = 0;
    render(<Parent />);
    fireEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Count 1' }));
    expect(childRenders).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    expect(screen.getByText('Picked: card at 2')).toBeTruthy();
  });
});
