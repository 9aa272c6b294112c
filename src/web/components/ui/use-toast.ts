import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@common/limits';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastData = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type ToastInput = Omit<ToastData, 'id' | 'open' | 'onOpenChange'>;

type State = { toasts: ToastData[] };

type Action =
  | { type: 'ADD'; toast: ToastData }
  | { type: 'UPDATE'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string };

export function toastReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

// One store for the page so non-React code (the 401 handler) can raise toasts too.
let memoryState: State = { toasts: [] };
const listeners = new Set<(state: State) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: Action): void {
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

// A dismissed toast stays in the store (closed) so its exit animation and focus handling finish.
function scheduleRemoval(toastId: string): void {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: 'REMOVE', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(toastId, timer);
}

function dismiss(toastId?: string): void {
  const ids = toastId === undefined ? memoryState.toasts.map((t) => t.id) : [toastId];
  for (const id of ids) scheduleRemoval(id);
  dispatch({ type: 'DISMISS', toastId });
}

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return counter.toString();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = nextId();
  dispatch({
    type: 'ADD',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss(id);
      },
    },
  });
  return { id, dismiss: () => dismiss(id) };
}

export function useToast(): State & { toast: typeof toast; dismiss: typeof dismiss } {
  const [state, setState] = useState<State>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss };
}
