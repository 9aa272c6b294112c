import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, MediaTable } from '../../db/schema';

export type MediaRow = MediaTable;
export type MediaFiles = Pick<MediaRow, 'id' | 'storageKey' | 'thumbKey'>;

/**
 * Who may fetch a media file's bytes: today its owner only. Admins and viewers of a live share
 * are added here (and only here) when those capabilities arrive.
 */
function readableBy(viewerId: string) {
  return (eb: ExpressionBuilder<Database, 'media'>) => eb('media.userId', '=', viewerId);
}

export async function findReadableMedia(db: Db, viewerId: string, id: string) {
  return db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', id)
    .where(readableBy(viewerId))
    .executeTakeFirst();
}

/** A media row of this very user (to attach to one of their goals), whatever the kind. */
export async function findOwnMedia(db: Db, userId: string, id: string) {
  return db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function insertMedia(db: Db, row: MediaRow): Promise<MediaRow> {
  await db.insertInto('media').values(row).execute();
  return row;
}

/** The quota measure: bytes stored for a user, as one SQL aggregate. */
export async function storageBytesOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), eb.lit(0)).as('total'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Deletes rows and answers the keys of their files, to be removed once the transaction commits. */
export async function deleteMediaRows(db: Db, ids: string[]): Promise<MediaFiles[]> {
  if (ids.length === 0) return [];
  return db.deleteFrom('media').where('id', 'in', ids).returning(['id', 'storageKey', 'thumbKey']).execute();
}

export async function existingMediaIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Which of these blob keys a media row still points at. */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('media')
    .select(['storageKey', 'thumbKey'])
    .where((eb) => eb.or([eb('storageKey', 'in', keys), eb('thumbKey', 'in', keys)]))
    .execute();
  return new Set(rows.flatMap((r) => [r.storageKey, r.thumbKey ?? '']));
}

/**
 * Deletes image uploads created before `cutoff` that no goal uses (picked in the add/edit dialog,
 * then removed, replaced or abandoned), so they stop counting against the quota. The "unused"
 * test sits in the delete itself, so an image attached meanwhile is kept. Features that come to
 * reference media (memories) add their own NOT EXISTS here.
 */
export async function deleteUnusedImages(db: Db, cutoff: Date, limit: number): Promise<MediaFiles[]> {
  const unused = db
    .selectFrom('media')
    .select('media.id')
    .where('media.kind', '=', 'image')
    .where('media.createdAt', '<', cutoff.toISOString())
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('goal').select('goal.id').whereRef('goal.imageId', '=', 'media.id'))),
    )
    .limit(limit);
  return db
    .deleteFrom('media')
    .where('id', 'in', unused)
    .returning(['id', 'storageKey', 'thumbKey'])
    .execute();
}
