import { pathFromQueryKey } from '@common/cache-policy';
import type { ErrorCode } from '@common/errors';
import { ApiError, parseErrorBody } from './api-error';
import { dropEarlyRequests, readRequestInit, takeEarlyRequest } from './early-requests';

/** The 401 of a session whose account was deleted. */
const ACCOUNT_DELETED_CODE: ErrorCode = 'ACCOUNT_DELETED';

/** The message of every request made after the account was found deleted. */
export const BLOCKED_REQUEST_DETAIL = 'Account deleted - blocking further requests';

let blocked = false;

/**
 * Once the account is known to be deleted, every further request of this page life fails
 * at once, without reaching the network. `false` lifts the block (tests, and nothing else).
 */
export function blockApiRequests(block = true): void {
  blocked = block;
}

export function areApiRequestsBlocked(): boolean {
  return blocked;
}

function failIfBlocked(): void {
  if (!blocked) return;
  throw new ApiError({ status: 401, statusText: 'Unauthorized', detail: BLOCKED_REQUEST_DETAIL });
}

type AccountDeletedHandler = (message: string) => void;
let accountDeletedHandler: AccountDeletedHandler | undefined;

/**
 * Hook point for the account-deletion flow (block further requests, clear state, go to
 * /account-deleted), registered at start-up. The 401 is still thrown to the caller.
 */
export function onAccountDeleted(handler: AccountDeletedHandler | undefined): void {
  accountDeletedHandler = handler;
}

/** Values of a key's trailing parameters segment; null and undefined leave the parameter out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;
/** A query key: path segments, optionally ending in one parameters object (the query string). */
export type ApiQueryKey = readonly (string | QueryParams)[];

function isParams(segment: unknown): segment is QueryParams {
  return typeof segment === 'object' && segment !== null && !Array.isArray(segment);
}

function queryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Query keys are path segments; a key without a leading slash still addresses the site root.
 * A trailing object segment becomes the query string (`['api', 'bucket-list', {status: 'active'}]`
 * is `/api/bucket-list?status=active`), so the path alone still prefixes every variant's key.
 */
export function requestPathFromKey(queryKey: readonly unknown[]): string {
  const last = queryKey[queryKey.length - 1];
  const params = isParams(last) ? last : undefined;
  const segments = params ? queryKey.slice(0, -1) : queryKey;
  return `/${pathFromQueryKey(segments).replace(/^\/+/, '')}${params ? queryString(params) : ''}`;
}

/** The ApiError of a non-OK answer, whichever transport (fetch or XHR) brought it. */
function errorOf(status: number, statusText: string, bodyText: string): ApiError {
  const parsed = parseErrorBody(bodyText);
  if (status === 401) {
    const message = parsed.message ?? 'Unauthorized';
    if (parsed.code === ACCOUNT_DELETED_CODE) accountDeletedHandler?.(message);
    return new ApiError({
      status: 401,
      statusText,
      detail: message,
      code: parsed.code,
      serverMessage: message,
    });
  }
  return new ApiError({
    status,
    statusText,
    detail: bodyText || statusText,
    code: parsed.code,
    serverMessage: parsed.message,
  });
}

async function toError(response: Response): Promise<ApiError> {
  const bodyText = await response.text().catch(() => '');
  return errorOf(response.status, response.statusText, bodyText);
}

function parseJson<T>(text: string): T {
  return (text ? JSON.parse(text) : null) as T;
}

async function readJson<T>(response: Response): Promise<T> {
  return parseJson<T>(await response.text());
}

/**
 * GET for a query key (its segments joined by '/'). A 403 on a data read means "not for you": the result is null
 * instead of an error, so screens can render an empty state without a retry storm.
 */
export async function apiGet<T>(queryKey: readonly unknown[], signal?: AbortSignal): Promise<T | null> {
  failIfBlocked();
  const path = requestPathFromKey(queryKey);
  const early = takeEarlyRequest(path);
  const response =
    (early && (await early.catch(() => undefined))) ?? (await fetch(path, readRequestInit(path, signal)));
  if (response.status === 403) return null;
  if (!response.ok) throw await toError(response);
  return readJson<T>(response);
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Share of the request body sent so far, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

export type UploadOptions = { signal?: AbortSignal; onProgress?: UploadProgress };

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * The upload through XMLHttpRequest, because fetch reports nothing while the body is being sent.
 * It fails like fetch does: a TypeError when the network fails, the signal's reason when aborted.
 */
function uploadWithProgress<T>(
  path: string,
  form: FormData,
  signal: AbortSignal | undefined,
  onProgress: UploadProgress,
) {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', abort);
      finish();
    };
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () =>
      settle(() => {
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(errorOf(xhr.status, xhr.statusText, xhr.responseText));
          return;
        }
        try {
          resolve(parseJson<T>(xhr.responseText));
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () => settle(() => reject(new TypeError('Network request failed')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(() => reject(abortReason(signal)));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

/**
 * A multipart upload: the browser sets the Content-Type with its boundary. Errors are the same
 * ApiError as every other call. With `onProgress` it goes through XMLHttpRequest to report the
 * bytes sent.
 */
export async function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  failIfBlocked();
  dropEarlyRequests();
  const { signal, onProgress } = options;
  if (onProgress) return uploadWithProgress<T>(path, form, signal, onProgress);
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
    signal,
  });
  if (!response.ok) throw await toError(response);
  return readJson<T>(response);
}

/** A write: JSON body and Content-Type only when there is a body. */
export async function apiRequest<T>(method: WriteMethod, path: string, body?: unknown): Promise<T> {
  failIfBlocked();
  // What the page fetched early may be what this write changes.
  dropEarlyRequests();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (!response.ok) throw await toError(response);
  return readJson<T>(response);
}

/**
 * A write answered as NDJSON (`Accept: application/x-ndjson`): `onLine` gets each line, parsed, as
 * soon as it has arrived whole, so a screen can show the first results of a slow answer. A
 * refusal is thrown as from `apiRequest`; resolves when the answer has ended.
 */
export async function apiLines<T>(
  path: string,
  body: unknown,
  onLine: (line: T) => void,
  signal?: AbortSignal,
): Promise<void> {
  failIfBlocked();
  dropEarlyRequests();
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw await toError(response);
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (line) onLine(JSON.parse(line) as T);
      end = buffered.indexOf('\n');
    }
    if (done) break;
  }
  if (buffered.trim()) onLine(JSON.parse(buffered) as T);
}
