import type { Db } from '../../db/database';
import { writeBehind, writeInOneGo } from '../../write-behind';

/** How often counted views are written to the database. */
export const VIEW_FLUSH_MS = 1_000;
/** A share nobody viewed for this long is forgotten (its count is in the database). */
const IDLE_MS = 60_000;

type Counter = {
  db: Db;
  /** The database's count when last read or written by this process. */
  base: number;
  /** Counted here, not yet written. */
  pending: number;
  /** Being written now. */
  writing: number;
  lastView: number;
};

/**
 * View counts of shared pages, kept in memory and added to the database once a second in one
 * statement per share, all in one transaction, instead of one write (and, on SQLite, one disk
 * flush) per view. Within a process every view gets the next number, exactly; views counted by
 * another process show after its next write. A crash loses at most the last second of counts;
 * SIGTERM writes them first.
 */
export function createViewCounter() {
  const counters = new Map<string, Counter>();

  const shown = (counter: Counter) => counter.base + counter.writing + counter.pending;

  const addViews = (db: Db, shareId: string, views: number) =>
    db
      .updateTable('share')
      .set((eb) => ({ viewCount: eb('viewCount', '+', views) }))
      .where('id', '=', shareId)
      .returning('viewCount')
      .executeTakeFirst();

  async function writeBatch(db: Db, due: [string, Counter][]): Promise<void> {
    for (const [, counter] of due) {
      counter.writing = counter.pending;
      counter.pending = 0;
    }
    const written = await writeInOneGo(
      db,
      due,
      ([shareId]) => shareId,
      (target, [shareId, counter]) => addViews(target, shareId, counter.writing),
    );
    for (const [i, [, counter]] of due.entries()) {
      const result = written[i];
      if (!result) {
        // Kept for the next write: a view is counted late rather than never.
        counter.pending += counter.writing;
      } else {
        // The database's count now holds this write and whatever other processes wrote.
        const row = result.value;
        counter.base = row ? Math.max(Number(row.viewCount), counter.base + counter.writing) : shown(counter);
      }
      counter.writing = 0;
    }
  }

  async function writeAll(): Promise<void> {
    const now = Date.now();
    const due = new Map<Db, [string, Counter][]>();
    for (const [shareId, counter] of counters) {
      if (counter.pending > 0) {
        const shares = due.get(counter.db) ?? [];
        shares.push([shareId, counter]);
        due.set(counter.db, shares);
      } else if (now - counter.lastView > IDLE_MS) counters.delete(shareId);
    }
    await Promise.all([...due].map(([db, shares]) => writeBatch(db, shares)));
  }

  const { flush, schedule } = writeBehind(writeAll, VIEW_FLUSH_MS);

  return {
    /** Counts one view of a live share whose database row says `stored`; answers its number. */
    count(db: Db, shareId: string, stored: number): number {
      let counter = counters.get(shareId);
      if (!counter) {
        counter = { db, base: stored, pending: 0, writing: 0, lastView: 0 };
        counters.set(shareId, counter);
      } else if (counter.writing === 0 && stored > counter.base) {
        // Another process wrote its views meanwhile.
        counter.base = stored;
      }
      counter.pending += 1;
      counter.lastView = Date.now();
      schedule();
      return shown(counter);
    },
    /** The count to show for a share whose database row says `stored`. */
    shown(shareId: string, stored: number): number {
      const counter = counters.get(shareId);
      return counter ? Math.max(stored, shown(counter)) : stored;
    },
    flush,
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

/** This process's counter; the server writes it out before it stops. */
export const shareViews = createViewCounter();
