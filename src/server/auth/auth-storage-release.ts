import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * better-auth keeps each call's state in AsyncLocalStorage. On Node 20 a storage, once entered,
 * stays switched on for the life of the process, and from then on every promise of every request
 * (a goal list read as much as a sign-in) pays for carrying it: 12-14 % of an API read's CPU,
 * measured in a profile of `GET /api/bucket-list` under load. So the storages are switched off
 * whenever no better-auth call is running; better-auth switches them on again when it next enters
 * one. Calls are counted from start to settle, so overlapping calls keep them on.
 */
let running = 0;

let storages: Promise<{ disable(): void }[]> | undefined;

async function switchOffWhenIdle(): Promise<void> {
  storages ??= Promise.all([
    getRequestStateAsyncLocalStorage(),
    getCurrentAuthContextAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
  const found = await storages;
  // A call may have started while the storages were looked up.
  if (running > 0) return;
  for (const storage of found) storage.disable();
}

async function counted<T>(call: () => Promise<T>): Promise<T> {
  running++;
  try {
    return await call();
  } finally {
    running--;
    if (running === 0) await switchOffWhenIdle();
  }
}

type AuthLike = { handler: (request: Request) => Promise<Response>; api: object };

/**
 * The same auth object, whose handler and API functions are counted (see above). The functions
 * keep their own properties (better-auth endpoints carry their path and options).
 */
export function releasingStorage<A extends AuthLike>(auth: A): A {
  const wrapped = new WeakMap<object, unknown>();
  const countedCall = <F extends (...args: never[]) => unknown>(fn: F): F => {
    const known = wrapped.get(fn) as F | undefined;
    if (known) return known;
    const proxy = new Proxy(fn, {
      apply: (target, self, args) => counted(async () => Reflect.apply(target, self, args)),
    });
    wrapped.set(fn, proxy);
    return proxy;
  };
  const api = new Proxy(auth.api, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      return typeof value === 'function' ? countedCall(value) : value;
    },
  });
  return new Proxy(auth, {
    get(target, name, receiver) {
      if (name === 'api') return api;
      if (name === 'handler') return countedCall(target.handler);
      return Reflect.get(target, name, receiver);
    },
  });
}

/** How many better-auth calls are running now; for tests. */
export function authCallsRunning(): number {
  return running;
}
