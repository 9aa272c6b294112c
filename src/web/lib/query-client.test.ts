import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';
import { SESSION_QUERY_KEY } from './query-keys';

const unauthorized = () => new ApiError({ status: 401, statusText: 'Unauthorized', detail: 'Unauthorized' });
const signedIn = { session: { id: 's' }, user: { id: 'u', emailVerified: true } };

async function failQuery(
  client: ReturnType<typeof createQueryClient>,
  key: readonly string[],
  error: unknown,
) {
  await client
    .fetchQuery({
      queryKey: key,
      queryFn: () => Promise.reject(error),
      retry: false,
    })
    .catch(() => undefined);
}

describe('global 401 handling: a signed-in user hears the session expired', () => {
  it('announces an expired session once when a signed-in user gets a 401', async () => {
    const onSessionExpired = vi.fn();
    const client = createQueryClient({ onSessionExpired });
    client.setQueryData(SESSION_QUERY_KEY, signedIn);
    await failQuery(client, ['api', 'bucket-list'], unauthorized());
    await failQuery(client, ['api', 'me', 'usage'], unauthorized());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for visitors and for the session query itself', async () => {
    const onSessionExpired = vi.fn();
    const client = createQueryClient({ onSessionExpired });
    client.setQueryData(SESSION_QUERY_KEY, null);
    await failQuery(client, ['api', 'bucket-list'], unauthorized());
    await failQuery(client, SESSION_QUERY_KEY, unauthorized());
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('ignores other statuses and mutations that opt out', async () => {
    const onSessionExpired = vi.fn();
    const client = createQueryClient({ onSessionExpired });
    client.setQueryData(SESSION_QUERY_KEY, signedIn);
    await failQuery(
      client,
      ['api', 'bucket-list'],
      new ApiError({ status: 500, statusText: '', detail: '' }),
    );
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(unauthorized()),
        retry: false,
        meta: { skipSessionExpiry: true },
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refetches on reconnect (on mount only what was invalidated, below), and retries mutations after 1 s', () => {
    const client = createQueryClient({ onSessionExpired: () => {} });
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchOnReconnect).toBe(true);
    expect(defaults.mutations?.retryDelay).toBe(1000);
  });
});

describe('a screen shown again', () => {
  const LIST_KEY = ['api', 'bucket-list', { status: 'active' }] as const;

  async function showAgain(client: ReturnType<typeof createQueryClient>, queryFn: () => Promise<string>) {
    const observer = new QueryObserver(client, { queryKey: LIST_KEY, queryFn, staleTime: 0 });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    stop();
    return observer.getCurrentResult().data;
  }

  it('keeps what it has, even stale, when nothing changed it', async () => {
    const client = createQueryClient({ onSessionExpired: () => undefined });
    client.setQueryData(LIST_KEY, 'before');
    const queryFn = vi.fn(async () => 'after');
    expect(await showAgain(client, queryFn)).toBe('before');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('reads again what a write invalidated while no screen showed it', async () => {
    const client = createQueryClient({ onSessionExpired: () => undefined });
    client.setQueryData(LIST_KEY, 'before');
    await client.invalidateQueries({ queryKey: ['api', 'bucket-list'] });
    const queryFn = vi.fn(async () => 'after');
    expect(await showAgain(client, queryFn)).toBe('after');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
