import { useReturnFocus } from '@web/lib/use-return-focus';
import { useCallback, useRef } from 'react';
import { useListParams } from './use-list-params';

type ListParams = ReturnType<typeof useListParams>;

/**
 * A search box's text kept in the address under `name`. A new search starts again at the first
 * page, and replaces the history entry so Back skips the keystrokes.
 */
export function useSearchParam({ params, update }: Pick<ListParams, 'params' | 'update'>, name: string) {
  const value = params.get(name) ?? '';
  const onSearch = useCallback(
    (next: string) => update({ [name]: next, page: null }, { replace: true }),
    [update, name],
  );
  return [value, onSearch] as const;
}

/**
 * A panel's heading as the place its dialogs give focus back to when what opened them is gone
 * (a deleted row, a closed menu): `remember` before opening, `onCloseAutoFocus` on the dialog.
 */
export function useHeadingReturnFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { remember, onCloseAutoFocus } = useReturnFocus(() => headingRef.current);
  return { headingRef, remember, onCloseAutoFocus };
}

/**
 * What every searchable admin list panel keeps: paging and filters in the address, its search
 * (`q`), and its heading for returning focus.
 */
export function useAdminListParams() {
  const list = useListParams();
  const [q, onSearch] = useSearchParam(list, 'q');
  return { ...list, q, onSearch, ...useHeadingReturnFocus() };
}
