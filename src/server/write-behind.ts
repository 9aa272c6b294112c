import type { Db } from './db/database';

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

/**
 * Writes a batch of counts in one transaction: one commit (one disk flush on SQLite) instead of
 * one per row, so a busy second costs the database one write, not thousands. Rows are written in
 * the order of `keyOf`, so two processes writing the same rows lock them in the same order. If
 * the transaction fails, each row is tried alone, so one row that cannot be written does not hold
 * back the others. Answers each row's result in the order given, or undefined for a row that
 * failed: its counts are for the next write.
 */
export async function writeInOneGo<Row, Result>(
  db: Db,
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  write: (target: Db, row: Row) => Promise<Result>,
): Promise<({ value: Result } | undefined)[]> {
  const inKeyOrder = rows
    .map((row, index) => ({ row, index, key: keyOf(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const done: ({ value: Result } | undefined)[] = new Array(rows.length).fill(undefined);
  try {
    await db.transaction().execute(async (trx) => {
      for (const { row, index } of inKeyOrder) done[index] = { value: await write(trx, row) };
    });
  } catch {
    done.fill(undefined);
    for (const { row, index } of inKeyOrder)
      done[index] = await write(db, row).then(
        (value) => ({ value }),
        () => undefined,
      );
  }
  return done;
}
