import { type ReactNode, useEffect } from 'react';
import type { useListParams } from '../hooks/use-list-params';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { Pager } from './pager';

/** A page of a list read from the server, as the admin lists' queries answer it. */
export type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  data: { data: T[]; count: number } | null | undefined;
  refetch: () => unknown;
};

type ListPaging = Pick<ReturnType<typeof useListParams>, 'page' | 'pageSize' | 'update'>;

type ListSectionProps<T> = {
  query: ListQuery<T>;
  /** The skeleton's name while the first page loads. */
  loadingLabel: string;
  errorTitle: string;
  emptyTitle: string;
  emptyText: string;
  /** Paged in the address: the pager under the rows, with the landmark's name and "n items". */
  pager?: { label: string; summary: (count: number) => string; paging: ListPaging };
  /** The rows; `busy` while the previous page stands in for the next. */
  children: (rows: T[], busy: boolean) => ReactNode;
};

/** An admin list's body: a skeleton, its failure with a retry, its empty text, or its rows and pager. */
export function ListSection<T>({
  query,
  loadingLabel,
  errorTitle,
  emptyTitle,
  emptyText,
  pager,
  children,
}: ListSectionProps<T>) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError)
    return <ListError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (!data || data.data.length === 0) return <ListEmpty title={emptyTitle} text={emptyText} />;
  const rows = children(data.data, query.isPlaceholderData);
  if (!pager) return rows;
  const { page, pageSize, update } = pager.paging;
  return (
    <>
      {rows}
      <Pager
        label={pager.label}
        page={page}
        pageSize={pageSize}
        count={data.count}
        summary={pager.summary(data.count)}
        onPage={(next) => update({ page: next === 1 ? null : next })}
        onPageSize={(size) => update({ pageSize: size, page: null })}
      />
    </>
  );
}

/** A page beyond the last (its last row removed, a stale link): show the real last page instead. */
export function usePageInRange(query: ListQuery<unknown>, { page, pageSize, update }: ListPaging) {
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.data.length === 0 && page > pages) {
      update({ page: pages === 1 ? null : pages }, { replace: true });
    }
  }, [data, query.isPlaceholderData, page, pages, update]);
}
