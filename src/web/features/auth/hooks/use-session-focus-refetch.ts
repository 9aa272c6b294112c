import { useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { useEffect } from 'react';

/**
 * The session is refetched when the window regains focus, e.g. after the user verified
 * the address in another tab. Only this query: the global default is no refetch on focus.
 */
export function useSessionFocusRefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => {
      void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
    };
    window.addEventListener('focus', refetch);
    return () => window.removeEventListener('focus', refetch);
  }, [queryClient]);
}
