import { useRef } from 'react';

type Handlers = Record<string, ((...args: never[]) => unknown) | undefined>;

/**
 * The same handlers object on every render, each handler calling the latest one given: a list of
 * memoised items that receives it then re-renders only the items whose data changed, not all of
 * them whenever the page around them renders. The set of keys is the first render's.
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  latest.current = handlers;
  const stable = useRef<T | null>(null);
  if (stable.current === null) {
    const forwarding: Handlers = {};
    for (const key of Object.keys(handlers)) {
      forwarding[key] = (...args: never[]) => latest.current[key]?.(...args);
    }
    stable.current = forwarding as T;
  }
  return stable.current;
}
