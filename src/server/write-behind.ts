/**
 * Counts kept in memory and written in one go a moment after the first change: `schedule` after a
 * change, `flush` to write now (at shutdown, in tests). One write runs at a time, in order.
 */
export function writeBehind(writeAll: () => Promise<void>, delayMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    flushing = flushing.then(writeAll);
    return flushing;
  }

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
    timer.unref();
  }

  return { flush, schedule };
}
