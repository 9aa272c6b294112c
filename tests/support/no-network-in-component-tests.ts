import { afterEach, beforeEach, type TestContext } from 'vitest';

/**
 * A component test (a file in the happy-dom environment) that reaches the network asks whatever
 * listens on localhost:3000, the address happy-dom gives the page, which is where `npm start`
 * serves the app: the test would read a developer's running server, or nothing. Each request it
 * did not stub fails like a network error, and a request made while the test runs fails the test,
 * naming it. One made while the test is torn down (a query an unmount flushes, after the test's
 * own stub was removed) is refused without failing it: nothing the test asserts can depend on it.
 */
if (typeof document !== 'undefined') {
  let unstubbed: string[] = [];
  let current: TestContext['task'] | undefined;
  const refuse = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (current?.result?.state === 'run') unstubbed.push(`${method} ${url}`);
    return Promise.reject(new TypeError(`no network in component tests: ${method} ${url}`));
  }) as typeof fetch;

  beforeEach(({ task }) => {
    unstubbed = [];
    current = task;
    globalThis.fetch = refuse;
  });
  afterEach(() => {
    if (unstubbed.length === 0) return;
    throw new Error(
      `the test reached the network without a stub: ${unstubbed.join(', ')}. Seed the query (renderInteractive's queryData) or stub fetch (stubFetch).`,
    );
  });
}
