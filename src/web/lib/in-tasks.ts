/**
 * Runs `run` over `items`, `perTask` at a time, each batch in a task of its own, every task queued
 * now (so none waits for the one before it). Starting a request costs the main thread about
 * 0.5-1 ms, several on a slow phone: dozens in one task make a long one.
 */
export function inTasks<Item>(items: readonly Item[], perTask: number, run: (batch: Item[]) => void): void {
  for (let from = 0; from < items.length; from += perTask) {
    setTimeout(() => run(items.slice(from, from + perTask)), 0);
  }
}
