import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * Delays from which timers share one browser timer. The query library sets a timer per query
 * (when its answer is forgotten, 5 minutes on) and per screen reading it (when it goes stale, 30 s
 * to 5 minutes on): about 50 on a first load of the dashboard, in the same few tasks. Each costs
 * little, except under a performance trace, where the browser records the script's stack with
 * every timer set or cleared: 0.1-0.6 ms each, a fifth of the dashboard's longest start-up task.
 * Shorter delays (retries) keep a timer of their own.
 */
const SHARED_FROM_MS = 2000;
/** A shared timer may fire this much after its time, never before: no browser timer is moved for less. */
const SLACK_MS = 1000;

type Shared = { due: number; run: TimeoutCallback };

/**
 * A timeout provider for the query library: long timers are kept in a list and one browser timer
 * waits for the earliest of them. Setting or clearing one is then a list entry, not a browser timer.
 */
export function createCoalescedTimeouts(
  now: () => number = () => Date.now(),
): TimeoutProvider<ManagedTimerId> {
  const shared = new Map<number, Shared>();
  // Negative, so they never meet the browser's own (positive) timer ids.
  let lastId = 0;
  let wake: { at: number; timer: ReturnType<typeof setTimeout> } | undefined;

  function runDue(): void {
    wake = undefined;
    const time = now();
    const due: TimeoutCallback[] = [];
    for (const [id, entry] of shared) {
      if (entry.due > time) continue;
      shared.delete(id);
      due.push(entry.run);
    }
    const next = earliestDue();
    if (next !== undefined) wakeAt(next);
    for (const run of due) {
      try {
        run();
      } catch (error) {
        // Reported as an uncaught error, as its own timer's would be, without holding back the others.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  function earliestDue(): number | undefined {
    let earliest: number | undefined;
    for (const entry of shared.values())
      if (earliest === undefined || entry.due < earliest) earliest = entry.due;
    return earliest;
  }

  function wakeAt(due: number): void {
    if (wake && wake.at <= due + SLACK_MS) return;
    if (wake) clearTimeout(wake.timer);
    wake = { at: due, timer: setTimeout(runDue, Math.max(0, due - now())) };
  }

  return {
    setTimeout(callback: TimeoutCallback, delay: number): ManagedTimerId {
      if (!(delay >= SHARED_FROM_MS)) return setTimeout(callback, delay) as unknown as ManagedTimerId;
      lastId -= 1;
      const due = now() + delay;
      shared.set(lastId, { due, run: callback });
      wakeAt(due);
      return lastId;
    },
    clearTimeout(id: ManagedTimerId | undefined): void {
      if (typeof id === 'number' && id < 0) {
        // The browser timer stays: when it fires with nothing due, it only waits for the next one.
        shared.delete(id);
        return;
      }
      clearTimeout(id as Parameters<typeof clearTimeout>[0]);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as ManagedTimerId,
    clearInterval: (id) => clearInterval(id as Parameters<typeof clearInterval>[0]),
  };
}
