import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest } from './api-client';
import { earlyPathsFor, isDashboardPath, serverSawSession, startEarlyRequests } from './early-requests';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function mockFetch(): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return json({ url, n: urls.length });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('early requests', () => {
  it("are the session's everywhere, and the dashboard's reads on `/` and `/dashboard`", () => {
    expect(earlyPathsFor('/profile')).toEqual(['/api/auth/get-session', '/api/meta']);
    for (const path of ['/', '/dashboard', '/Dashboard/']) {
      expect(isDashboardPath(path)).toBe(true);
      expect(earlyPathsFor(path)).toEqual(
        expect.arrayContaining([
          '/api/auth/get-session',
          '/api/bucket-list?status=active',
          '/api/me/usage',
          '/api/me/categories',
          '/api/templates',
        ]),
      );
    }
  });

  it('follow the mark the server put on the page, and nothing without one', () => {
    for (const [mark, seen] of [
      ['1', true],
      ['0', false],
      [undefined, undefined],
    ] as const) {
      vi.stubGlobal('document', {
        documentElement: { dataset: mark === undefined ? {} : { session: mark } },
      });
      expect(serverSawSession()).toBe(seen);
    }
  });

  it('answer the first read of their path only; later reads go to the network', async () => {
    vi.stubGlobal('window', {});
    const urls = mockFetch();
    startEarlyRequests(['/api/auth/get-session', '/api/me/usage']);
    // The first leaves at once, the next one in a task of its own.
    expect(urls).toEqual(['/api/auth/get-session']);
    await vi.waitFor(() => expect(urls).toEqual(['/api/auth/get-session', '/api/me/usage']));

    expect(await apiGet(['api', 'auth', 'get-session'])).toEqual({ url: '/api/auth/get-session', n: 1 });
    expect(urls).toHaveLength(2);
    expect(await apiGet(['api', 'auth', 'get-session'])).toEqual({ url: '/api/auth/get-session', n: 3 });
    // A path nobody started early goes to the network as always.
    expect(await apiGet(['api', 'meta'])).toEqual({ url: '/api/meta', n: 4 });
  });

  it('asked for before their turn leave at once, and only once', async () => {
    vi.stubGlobal('window', {});
    const urls = mockFetch();
    startEarlyRequests(['/api/auth/get-session', '/api/me/usage', '/api/templates']);
    expect(await apiGet(['api', 'templates'])).toEqual({ url: '/api/templates', n: 2 });
    await vi.waitFor(() =>
      expect(urls).toEqual(['/api/auth/get-session', '/api/templates', '/api/me/usage']),
    );
    expect(await apiGet(['api', 'me', 'usage'])).toEqual({ url: '/api/me/usage', n: 3 });
    expect(urls).toHaveLength(3);
  });

  it('that failed leave the read to the network', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Network request failed');
      }),
    );
    startEarlyRequests(['/api/me/usage']);
    const urls = mockFetch();
    expect(await apiGet(['api', 'me', 'usage'])).toEqual({ url: '/api/me/usage', n: 1 });
    expect(urls).toEqual(['/api/me/usage']);
  });

  it('are dropped by any write, so a read after it sees what the write changed', async () => {
    vi.stubGlobal('window', {});
    const urls = mockFetch();
    startEarlyRequests(['/api/bucket-list?status=completed']);
    await apiRequest('POST', '/api/bucket-list/g1/complete');
    expect(await apiGet(['api', 'bucket-list', { status: 'completed' }])).toMatchObject({ n: 3 });
    expect(urls).toEqual([
      '/api/bucket-list?status=completed',
      '/api/bucket-list/g1/complete',
      '/api/bucket-list?status=completed',
    ]);
  });

  it('serve the first screen only: one left untaken is dropped after a while', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('window', {});
      const urls = mockFetch();
      startEarlyRequests(['/api/me/usage']);
      vi.advanceTimersByTime(10_000);
      expect(await apiGet(['api', 'me', 'usage'])).toMatchObject({ n: 2 });
      expect(urls).toEqual(['/api/me/usage', '/api/me/usage']);
    } finally {
      vi.useRealTimers();
    }
  });
});
