import { afterEach, beforeEach } from 'vitest';

/**
 * A component test (a file in the happy-dom environment) that reaches the network asks whatever
 * listens on localhost:3000, the address happy-dom gives the page, which is where `npm start`
 * serves the app: the test would read a developer's running server, or nothing. Each request it
 * did not stub fails like a network error, and the test fails naming it.
 */
if (typeof document !== 'undefined') {
  let unstubbed: string[] = [];
  const refuse = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    unstubbed.push(`${method} ${url}`);
    return Promise.reject(new TypeError(`no network in component tests: ${method} ${url}`));
  }) as typeof fetch;

  beforeEach(() => {
    unstubbed = [];
    globalThis.fetch = refuse;
  });
  afterEach(() => {
    if (unstubbed.length === 0) return;
    throw new Error(
      `the test reached the network without a stub: ${unstubbed.join(', ')}. Seed the query (renderInteractive's queryData) or stub fetch (stubFetch).`,
    );
  });
}
