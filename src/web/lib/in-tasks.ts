/**
 * Runs `run` in a task of its own, queued now; the function returned cancels it if it has not run.
 * A message, not a timer: a tab in the background runs timers at most once a second (once a
 * minute after a while), so the dashboard opened in a background tab drew its cards a step a
 * second.
 */
export function inNewTask(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(undefined);
  return () => channel.port1.close();
}

/**
 * Runs `run` over `items`, `perTask` at a time, each batch in a task of its own, every task queued
 * now (so none waits for the one before it). Starting a request costs the main thread about
 * 0.5-1 ms, several on a slow phone: dozens in one task make a long one.
 */
export function inTasks<Item>(items: readonly Item[], perTask: number, run: (batch: Item[]) => void): void {
  for (let from = 0; from < items.length; from += perTask) {
    inNewTask(() => run(items.slice(from, from + perTask)));
  }
}

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a later task, so the work after `await nextTask()` is a task of its own and the
 * page can paint and answer input in between. The browser's yield, where it has one, lets the
 * rest of start-up go before tasks queued meanwhile.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => inNewTask(resolve));
}
