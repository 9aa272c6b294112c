import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { statusOf } from './api-error';
import { isSessionQueryKey, SESSION_QUERY_KEY } from './query-keys';
import {
  MUTATION_RETRY_DELAY_MS,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-policy';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Auth forms answer 401 for a wrong password; that is not an expired session. */
      skipSessionExpiry?: boolean;
    };
  }
}

type QueryClientHooks = {
  /** Called once per page life when a signed-in user's request answers 401. */
  onSessionExpired: () => void;
};

export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  let expired = false;
  // Only someone who was signed in can have a session expire; a visitor's 401 is just "no".
  const reportIfExpired = (error: unknown) => {
    if (expired || statusOf(error) !== 401) return;
    if (client.getQueryData(SESSION_QUERY_KEY) == null) return;
    expired = true;
    hooks.onSessionExpired();
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionQueryKey(query.queryKey)) return;
        reportIfExpired(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.skipSessionExpiry) return;
        reportIfExpired(error);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        // A screen shown again uses what it has, unless a write since declared it out of date:
        // a write invalidates the answers it changed, and those no screen showed at the time
        // (the dashboard's lists while an invitation is accepted) are read again on the way back.
        refetchOnMount: (query) => query.state.isInvalidated,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
  return client;
}
