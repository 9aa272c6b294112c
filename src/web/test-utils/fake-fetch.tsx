import { Toaster } from '@web/components/ui/toaster';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderInteractive } from './render-interactive';

/**
 * `fetch` as the server, for every test of the file that calls this at its top level: each test
 * says what it answers (`mockImplementation`) and reads what the screen asked for.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** A JSON answer, as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An NDJSON answer the test writes line by line (`write`), as a slow server would, until `end`. */
export function ndjsonStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }),
    write(line: unknown) {
      controller?.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
    },
    end() {
      controller?.close();
    },
  };
}

/** A whole NDJSON answer. */
export function ndjson(lines: readonly unknown[]) {
  const stream = ndjsonStream();
  for (const line of lines) stream.write(line);
  stream.end();
  return stream.response;
}

/** The server's answer to a path it does not know. */
export const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);

/** The addresses of the screen's `method` requests to `pathname`, oldest first. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, pathname: string, method = 'GET'): URL[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
    }))
    .filter((call) => call.url.pathname === pathname && call.method === method)
    .map(({ url }) => url);
}

/** `renderInteractive` of a screen with the toaster beside it, so its toasts can be read. */
export function renderWithToaster(node: ReactNode, options: Parameters<typeof renderInteractive>[1] = {}) {
  return renderInteractive(
    <>
      {node}
      <Toaster />
    </>,
    options,
  );
}
