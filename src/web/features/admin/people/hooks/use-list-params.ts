import { ADMIN_PAGE_SIZE_DEFAULT } from '@common/admin';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Page sizes offered; anything else in the address falls back to the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export type ParamChanges = Readonly<Record<string, string | number | null>>;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** One of `allowed`, or null when the address holds something else (an old or edited link). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * A list's search, filters and paging, kept in the address beside the tab (and whatever else is
 * there), so a reload, a shared link or the Back button shows the same page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const sizeInUrl = positiveInt(params.get('pageSize'));
  const pageSize = PAGE_SIZES.find((size) => size === sizeInUrl) ?? ADMIN_PAGE_SIZE_DEFAULT;

  /** Sets (or, with null or '', removes) parameters; `replace` for typing, so Back skips keystrokes. */
  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  /** Changes filters; a narrower or wider list starts again at its first page. */
  const refine = useCallback((changes: ParamChanges) => update({ ...changes, page: null }), [update]);

  return { params, page, pageSize, update, refine };
}
