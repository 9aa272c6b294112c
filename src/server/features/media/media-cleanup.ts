import type { Db } from '../../db/database';
import { forgetKeptReads } from '../../kept-reads';
import type { BlobStore } from '../../storage/blob-store';
import { deleteUnusedUploads, existingMediaIds, type MediaFiles, referencedKeys } from './media.repository';

const SWEEP_BATCH = 500;

/**
 * Removes the files of media rows deleted by a committed transaction. Safe to re-run: a file is
 * removed only when its row is gone, and deleting a missing file succeeds.
 */
export async function purgeMediaFiles(db: Db, blobs: BlobStore, deleted: MediaFiles[]): Promise<void> {
  const alive = await existingMediaIds(
    db,
    deleted.map((m) => m.id),
  );
  const keys = deleted
    .filter((m) => !alive.has(m.id))
    .flatMap((m) => (m.thumbKey ? [m.storageKey, m.thumbKey] : [m.storageKey]));
  await Promise.all(keys.map((key) => blobs.delete(key)));
}

/**
 * Crash recovery: deletes stored files that no row points at (a purge that never ran, a user
 * deleted by cascade, an interrupted upload). Only files older than `graceMs` are considered, so
 * an upload whose files are written but whose row is not committed yet is left alone.
 */
export async function sweepOrphanFiles(db: Db, blobs: BlobStore, graceMs: number): Promise<number> {
  const cutoff = Date.now() - graceMs;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await referencedKeys(db, batch);
    const orphans = batch.filter((key) => !referenced.has(key));
    await Promise.all(orphans.map((key) => blobs.delete(key)));
    removed += orphans.length;
    batch = [];
  };
  for await (const blob of blobs.list()) {
    if (blob.modifiedAt.getTime() > cutoff) continue;
    batch.push(blob.key);
    if (batch.length >= SWEEP_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

/** Removes uploads older than `graceMs` that no goal or memory uses, rows first, then their files. */
export async function sweepUnusedUploads(db: Db, blobs: BlobStore, graceMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - graceMs);
  let removed = 0;
  for (;;) {
    const deleted = await deleteUnusedUploads(db, cutoff, SWEEP_BATCH);
    await purgeMediaFiles(db, blobs, deleted);
    removed += deleted.length;
    if (deleted.length) forgetKeptReads();
    if (deleted.length < SWEEP_BATCH) return removed;
  }
}
