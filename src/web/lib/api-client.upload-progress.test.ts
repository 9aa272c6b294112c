// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUpload, blockApiRequests, onAccountDeleted } from './api-client';
import { ApiError } from './api-error';

type Handler = ((event: ProgressEvent) => void) | null;

/**
 * Stands in for the browser's XMLHttpRequest: it records what the client sent and lets a test
 * play the network's part (progress of the body, the answer, a failure).
 */
class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  sent(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }
  answer(status: number, statusText: string, body: unknown) {
    this.upload.onload?.(new ProgressEvent('load'));
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }
  failNetwork() {
    this.onerror?.(new ProgressEvent('error'));
  }
}

const lastXhr = (): FakeXhr => {
  const xhr = FakeXhr.made.at(-1);
  if (!xhr) throw new Error('no XMLHttpRequest was made');
  return xhr;
};

const photoForm = () => {
  const form = new FormData();
  form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
};

beforeEach(() => {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new Error('an upload with progress must not use fetch');
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  onAccountDeleted(undefined);
  blockApiRequests(false);
});

describe('apiUpload with onProgress', () => {
  it('posts the form with cookies, reports the share of bytes sent and answers the parsed JSON', async () => {
    const fractions: number[] = [];
    const form = photoForm();
    const pending = apiUpload('/api/media?kind=video', form, { onProgress: (f) => fractions.push(f) });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/media?kind=video');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ Accept: 'application/json' });
    expect(xhr.body).toBe(form);
    xhr.sent(0, 0, false);
    xhr.sent(420, 1000);
    xhr.sent(1000, 1000);
    xhr.answer(201, 'Created', { id: 'm1', kind: 'video' });
    await expect(pending).resolves.toEqual({ id: 'm1', kind: 'video' });
    expect(fractions).toEqual([0.42, 1, 1]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers null for an empty body', async () => {
    const pending = apiUpload('/api/media', photoForm(), { onProgress: () => {} });
    lastXhr().answer(204, 'No Content', '');
    await expect(pending).resolves.toBeNull();
  });

  it('throws the same ApiError as fetch for an error body', async () => {
    const pending = apiUpload('/api/media', photoForm(), { onProgress: () => {} });
    lastXhr().answer(413, 'Payload Too Large', { error: { code: 'FILE_TOO_LARGE', message: 'Too big' } });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      statusText: 'Payload Too Large',
      code: 'FILE_TOO_LARGE',
      serverMessage: 'Too big',
      message: '413: {"error":{"code":"FILE_TOO_LARGE","message":"Too big"}}',
    });
  });

  it('calls the account-deleted hook on an ACCOUNT_DELETED 401 and still throws', async () => {
    const handler = vi.fn();
    onAccountDeleted(handler);
    const pending = apiUpload('/api/media', photoForm(), { onProgress: () => {} });
    lastXhr().answer(401, 'Unauthorized', { error: { code: 'ACCOUNT_DELETED', message: 'Account gone' } });
    await expect(pending).rejects.toThrow('401: Account gone');
    expect(handler).toHaveBeenCalledWith('Account gone');
  });

  it('fails at once without a request once requests are blocked', async () => {
    blockApiRequests();
    await expect(apiUpload('/api/media', photoForm(), { onProgress: () => {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('aborts the request when the signal fires, failing with an AbortError', async () => {
    const controller = new AbortController();
    const pending = apiUpload('/api/media', photoForm(), { signal: controller.signal, onProgress: () => {} });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);
  });

  it('sends nothing for a signal that was already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const pending = apiUpload('/api/media', photoForm(), { signal: controller.signal, onProgress: () => {} });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('fails with a TypeError, as fetch does, when the network fails', async () => {
    const pending = apiUpload('/api/media', photoForm(), { onProgress: () => {} });
    lastXhr().failNetwork();
    await expect(pending).rejects.toBeInstanceOf(TypeError);
  });
});
