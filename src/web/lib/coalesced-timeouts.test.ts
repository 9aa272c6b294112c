// @vitest-environment happy-dom
import { QueryClient, QueryObserver, timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimeouts } from './coalesced-timeouts';

describe('coalesced timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each long timer at its time, never before, and one browser timer waits for them all', () => {
    const timeouts = createCoalescedTimeouts();
    const setSpy = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('gc'), 300_000);
    timeouts.setTimeout(() => ran.push('stale 30 s'), 30_000);
    timeouts.setTimeout(() => ran.push('stale 120 s'), 120_000);
    timeouts.setTimeout(() => ran.push('stale 60 s'), 60_000);
    // The gc timer's, then one moved earlier for the 30 s one; the others wait in the list.
    expect(setSpy).toHaveBeenCalledTimes(2);
    setSpy.mockRestore();

    vi.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['stale 30 s']);
    vi.advanceTimersByTime(30_000);
    expect(ran).toEqual(['stale 30 s', 'stale 60 s']);
    vi.advanceTimersByTime(240_000);
    expect(ran).toEqual(['stale 30 s', 'stale 60 s', 'stale 120 s', 'gc']);
  });

  it('runs a timer two seconds after another at its own time, not with the first', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('first'), 30_000);
    timeouts.setTimeout(() => ran.push('two seconds later'), 32_000);
    vi.advanceTimersByTime(31_999);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['first', 'two seconds later']);
  });

  it('never runs a cleared timer, and the ones after it still run', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    const first = timeouts.setTimeout(() => ran.push('first'), 10_000);
    timeouts.setTimeout(() => ran.push('second'), 20_000);
    timeouts.clearTimeout(first);
    vi.advanceTimersByTime(20_000);
    expect(ran).toEqual(['second']);
  });

  it('keeps a browser timer of its own for a short delay (a retry)', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    const retry = timeouts.setTimeout(() => ran.push('retry'), 1000);
    expect(typeof retry === 'number' && retry < 0).toBe(false);
    timeouts.setTimeout(() => ran.push('cleared retry'), 500);
    timeouts.clearTimeout(timeouts.setTimeout(() => ran.push('never'), 700));
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(['cleared retry', 'retry']);
  });

  it('runs a timer up to a second late rather than move the browser timer for it', () => {
    const timeouts = createCoalescedTimeouts();
    const ran: number[] = [];
    timeouts.setTimeout(() => ran.push(Date.now()), 30_000);
    const start = Date.now();
    timeouts.setTimeout(() => ran.push(Date.now()), 29_500);
    vi.advanceTimersByTime(30_000);
    expect(ran.map((at) => at - start)).toEqual([30_000, 30_000]);
  });

  it('serves the query library: an observed answer goes stale and a forgotten one is dropped on time', () => {
    // Each test file has its own copy of the library, so the provider set here stays in this file.
    timeoutManager.setTimeoutProvider(createCoalescedTimeouts());
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, gcTime: 60_000 } } });
    client.setQueryData(['goals'], ['Climb a mountain']);
    const observer = new QueryObserver(client, { queryKey: ['goals'], queryFn: () => ['Climb a mountain'] });
    const stale: boolean[] = [];
    const stop = observer.subscribe((result) => stale.push(result.isStale));
    // The library waits a millisecond past the stale time.
    vi.advanceTimersByTime(30_000);
    expect(stale).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stale).toEqual([true]);
    stop();
    vi.advanceTimersByTime(59_999);
    expect(client.getQueryData(['goals'])).toEqual(['Climb a mountain']);
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['goals'])).toBeUndefined();
  });
});
