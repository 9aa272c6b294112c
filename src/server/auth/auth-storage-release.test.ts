import { getRequestStateAsyncLocalStorage } from '@better-auth/core/context';
import { describe, expect, it } from 'vitest';
import { authCallsRunning, releasingStorage } from './auth-storage-release';

const turn = () => new Promise((resolve) => setImmediate(resolve));
/** better-auth's request state is a WeakMap keyed by objects. */
const LABEL = {};

/** A stand-in for better-auth: its handler keeps state in better-auth's own request storage. */
async function fakeAuth() {
  const storage = await getRequestStateAsyncLocalStorage();
  const seen = async (label: string) =>
    storage.run(new WeakMap([[LABEL, label]]), async () => {
      await turn();
      await turn();
      return String(storage.getStore()?.get(LABEL));
    });
  const api = Object.assign(async (label: string) => seen(label), { path: '/api-call' });
  return {
    storage,
    auth: releasingStorage({
      handler: async (request: Request) => new Response(await seen(new URL(request.url).pathname)),
      api: { call: api },
    }),
  };
}

/** Whether Node still carries this storage into every new promise (its own flag on Node 20). */
const switchedOn = (storage: object) => (storage as { enabled?: boolean }).enabled === true;

describe('better-auth storage switched off between calls', () => {
  it('keeps each overlapping call its own state, and switches the storage off once all settle', async () => {
    const { storage, auth } = await fakeAuth();
    const answers = Promise.all([
      auth.handler(new Request('http://x/one')).then((r) => r.text()),
      auth.api.call('two'),
      auth.handler(new Request('http://x/three')).then((r) => r.text()),
    ]);
    await turn();
    expect(authCallsRunning()).toBe(3);
    expect(switchedOn(storage)).toBe(true);
    expect(await answers).toEqual(['/one', 'two', '/three']);
    await turn();
    expect(authCallsRunning()).toBe(0);
    expect(switchedOn(storage)).toBe(false);
  });

  it('switches it off after a failed call too, and keeps the endpoints’ own properties', async () => {
    const { storage } = await fakeAuth();
    const failing = releasingStorage({
      handler: async (_request: Request) =>
        storage.run(new WeakMap(), async () => Promise.reject(new Error('refused'))),
      api: { call: Object.assign(async () => 1, { path: '/x' }) },
    });
    await expect(failing.handler(new Request('http://x/'))).rejects.toThrow('refused');
    await turn();
    expect(switchedOn(storage)).toBe(false);
    expect(failing.api.call.path).toBe('/x');
    expect(failing.api.call).toBe(failing.api.call);
  });
});
