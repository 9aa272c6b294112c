import { ERRORS } from '@common/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiGet,
  apiLines,
  apiRequest,
  apiUpload,
  areApiRequestsBlocked,
  blockApiRequests,
  onAccountDeleted,
  requestPathFromKey,
} from './api-client';
import { ApiError } from './api-error';

type Call = { url: string; init: RequestInit };

function mockFetch(response: Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return response;
    }),
  );
  return calls;
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  onAccountDeleted(undefined);
  blockApiRequests(false);
});

describe('requestPathFromKey', () => {
  it('joins key segments with slashes from the site root', () => {
    expect(requestPathFromKey(['api', 'auth', 'get-session'])).toBe('/api/auth/get-session');
    expect(requestPathFromKey(['/api/bucket-list', 'abc'])).toBe('/api/bucket-list/abc');
  });

  it('turns a trailing object into the query string, sorted, without empty values', () => {
    expect(requestPathFromKey(['api', 'bucket-list', { status: 'active', cursor: null }])).toBe(
      '/api/bucket-list?status=active',
    );
    expect(requestPathFromKey(['api', 'bucket-list', { status: 'done', cursor: 'a b', limit: 10 }])).toBe(
      '/api/bucket-list?cursor=a+b&limit=10&status=done',
    );
    expect(requestPathFromKey(['api', 'bucket-list', {}])).toBe('/api/bucket-list');
  });
});

describe('apiGet', () => {
  it('sends credentials and a max-age from the stale time of the path kind', async () => {
    const calls = mockFetch(json({ ok: true }));
    await expect(apiGet(['api', 'auth', 'get-session'])).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/auth/get-session');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headersOf(calls[0])['Cache-Control']).toBe('max-age=120');
  });

  it('uses the bucket-list stale time for goal reads', async () => {
    const calls = mockFetch(json([]));
    await apiGet(['api', 'bucket-list']);
    expect(headersOf(calls[0])['Cache-Control']).toBe('max-age=30');
  });

  it('answers null for a 200 null body (a visitor session)', async () => {
    mockFetch(new Response('null', { status: 200 }));
    await expect(apiGet(['api', 'auth', 'get-session'])).resolves.toBeNull();
  });

  it('turns a 403 into null data', async () => {
    mockFetch(json({ error: { code: 'FORBIDDEN', message: 'No' } }, 403, 'Forbidden'));
    await expect(apiGet(['api', 'admin', 'stats'])).resolves.toBeNull();
  });

  it('throws status: body text for other failures, carrying status and statusText', async () => {
    mockFetch(new Response('goal not found', { status: 404, statusText: 'Not Found' }));
    const error = await apiGet(['api', 'bucket-list', 'x']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: goal not found');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).statusText).toBe('Not Found');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiGet(['api', 'x'])).rejects.toThrow('500: Internal Server Error');
  });

  it('keeps the code of an error body', async () => {
    const { message } = ERRORS.GOAL_LIMIT_REACHED;
    mockFetch(json({ error: { code: 'GOAL_LIMIT_REACHED', message } }, 422));
    const error = (await apiGet(['api', 'x']).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('GOAL_LIMIT_REACHED');
    expect(error.serverMessage).toBe(message);
  });
});

describe('401 answers', () => {
  it.each([
    [{ error: { code: 'UNAUTHORIZED', message: 'Session gone' } }, '401: Session gone'],
    [{ error: 'Token expired' }, '401: Token expired'],
    [{ message: 'Please sign in' }, '401: Please sign in'],
    [{}, '401: Unauthorized'],
  ])('reads the message of %j', async (body, expected) => {
    mockFetch(json(body, 401, 'Unauthorized'));
    await expect(apiGet(['api', 'bucket-list'])).rejects.toThrow(expected);
  });

  it('defaults to Unauthorized for a body that is not JSON', async () => {
    mockFetch(new Response('<html>', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiGet(['api', 'bucket-list'])).rejects.toThrow('401: Unauthorized');
  });

  it('calls the account-deleted hook on the ACCOUNT_DELETED code and still throws', async () => {
    const handler = vi.fn();
    onAccountDeleted(handler);
    mockFetch(json({ error: { code: 'ACCOUNT_DELETED', message: 'Account no longer exists' } }, 401));
    await expect(apiGet(['api', 'bucket-list'])).rejects.toThrow('401: Account no longer exists');
    expect(handler).toHaveBeenCalledWith('Account no longer exists');
  });

  it('goes by the code, not by the words of the message', async () => {
    const handler = vi.fn();
    onAccountDeleted(handler);
    mockFetch(json({ error: { code: 'UNAUTHORIZED', message: 'Account no longer exists' } }, 401));
    await expect(apiGet(['api', 'bucket-list'])).rejects.toThrow('401: Account no longer exists');
    mockFetch(json({ error: { code: 'ACCOUNT_DELETED', message: 'Der Account existiert nicht mehr' } }, 401));
    await expect(apiGet(['api', 'bucket-list'])).rejects.toMatchObject({ code: 'ACCOUNT_DELETED' });
    expect(handler).toHaveBeenCalledOnce();
    expect(handler).toHaveBeenCalledWith('Der Account existiert nicht mehr');
  });
});

describe('apiRequest', () => {
  it('sends a JSON body with its content type', async () => {
    const calls = mockFetch(json({ id: '1' }, 201));
    await expect(apiRequest('POST', '/api/bucket-list', { title: 'Dive' })).resolves.toEqual({ id: '1' });
    const headers = headersOf(calls[0]);
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"title":"Dive"}');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('sends neither body nor content type without a body', async () => {
    const calls = mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/bucket-list/1')).resolves.toBeNull();
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
  });

  it('does not turn a 403 of a write into null', async () => {
    mockFetch(json({ error: { code: 'FORBIDDEN', message: 'No' } }, 403, 'Forbidden'));
    await expect(apiRequest('POST', '/api/x', {})).rejects.toMatchObject({ status: 403 });
  });
});

describe('apiUpload', () => {
  it('posts the form as is, letting the browser set the multipart content type', async () => {
    const calls = mockFetch(json({ id: 'm1' }, 201));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'photo.jpg');
    await expect(apiUpload('/api/media', form)).resolves.toEqual({ id: 'm1' });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.credentials).toBe('include');
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
  });

  it('throws an ApiError with the code of the answer', async () => {
    mockFetch(json({ error: { code: 'FILE_TOO_LARGE', message: 'Too big' } }, 413, 'Payload Too Large'));
    await expect(apiUpload('/api/media', new FormData())).rejects.toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
    });
  });
});

describe('after the account was deleted', () => {
  const BLOCKED = '401: Account deleted - blocking further requests';

  it('fails every kind of request at once, without touching the network', async () => {
    const calls = mockFetch(json({ ok: true }));
    blockApiRequests();
    expect(areApiRequestsBlocked()).toBe(true);
    for (const pending of [
      apiGet(['api', 'bucket-list']),
      apiRequest('POST', '/api/bucket-list', { title: 'Dive' }),
      apiRequest('DELETE', '/api/bucket-list/1'),
      apiUpload('/api/media', new FormData()),
    ]) {
      const error = await pending.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(BLOCKED);
      expect((error as ApiError).status).toBe(401);
    }
    expect(calls).toHaveLength(0);
  });

  it('blocks the requests that follow once the handler of the deleted-account 401 blocks them', async () => {
    onAccountDeleted(() => blockApiRequests());
    const calls = mockFetch(
      json({ error: { code: 'ACCOUNT_DELETED', message: 'Account no longer exists' } }, 401),
    );
    await expect(apiGet(['api', 'bucket-list'])).rejects.toThrow('401: Account no longer exists');
    await expect(apiGet(['api', 'me', 'usage'])).rejects.toThrow(BLOCKED);
    expect(calls).toHaveLength(1);
  });

  it('lets requests through again when the block is lifted', async () => {
    mockFetch(json({ ok: true }));
    blockApiRequests();
    blockApiRequests(false);
    await expect(apiGet(['api', 'bucket-list'])).resolves.toEqual({ ok: true });
  });
});

describe('apiLines', () => {
  /** An NDJSON answer whose bytes arrive in the given pieces, cut anywhere. */
  const streamed = (pieces: string[], status = 200) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
          controller.close();
        },
      }),
      { status, headers: { 'Content-Type': 'application/x-ndjson' } },
    );

  it('asks for NDJSON and hands over each line whole, however the bytes were cut', async () => {
    const calls = mockFetch(
      streamed(['{"idea":{"title":"Sa', 'il"}}\n{"idea":{"title":"ดำน้ำ"}}', '\n{"done":true}\n']),
    );
    const lines: unknown[] = [];
    await apiLines('/api/ai/ideas', { mode: 'surprise' }, (line) => lines.push(line));
    expect(lines).toEqual([{ idea: { title: 'Sail' } }, { idea: { title: 'ดำน้ำ' } }, { done: true }]);
    expect(headersOf(calls[0]).Accept).toBe('application/x-ndjson');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"mode":"surprise"}');
  });

  it("throws the answer's error as a write does", async () => {
    mockFetch(json({ error: { code: 'PRO_REQUIRED', message: 'Pro only.' } }, 403, 'Forbidden'));
    const error = await apiLines('/api/ai/ideas', {}, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('PRO_REQUIRED');
  });
});
