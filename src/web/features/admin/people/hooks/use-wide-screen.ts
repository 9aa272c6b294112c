import { useSyncExternalStore } from 'react';

/** Wide enough for a table; narrower screens (phones) get one card per row instead. */
const WIDE_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isWide(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY).matches : true;
}

/**
 * Whether the table layout fits. Only one layout is rendered (not both with one hidden by CSS),
 * so screen readers and find-in-page meet every row once.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
