import type { ReactNode } from 'react';

/** The responsive grid memories are laid out in, on the scrapbook and on the shared page. */
export function MemoryGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
