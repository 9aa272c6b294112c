import { describe, expect, it } from 'vitest';
import { type ToastData, toastReducer } from './use-toast';

const make = (id: string): ToastData => ({ id, title: id, open: true, onOpenChange: () => {} });

describe('toast store: one toast at a time', () => {
  it('shows at most one toast, the newest', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD', toast: make('a') });
    state = toastReducer(state, { type: 'ADD', toast: make('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('closes a dismissed toast before removing it', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD', toast: make('a') });
    state = toastReducer(state, { type: 'DISMISS', toastId: 'a' });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'REMOVE', toastId: 'a' });
    expect(state.toasts).toEqual([]);
  });
});
