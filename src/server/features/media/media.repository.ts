import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, MediaTable } from '../../db/schema';

export type MediaRow = MediaTable;
export type MediaFiles = Pick<MediaRow, 'id' | 'storageKey' | 'thumbKey'>;

/** A share link is live while it is neither revoked nor expired. */
export function shareIsLive(eb: ExpressionBuilder<Database, 'share'>, now: string) {
  return eb.and([
    eb('share.revokedAt', 'is', null),
    eb.or([eb('share.expiresAt', 'is', null), eb('share.expiresAt', '>', now)]),
  ]);
}

/**
 * THE rule of who may fetch a media file's bytes: its owner; and, with the token of a live share,
 * anyone, but only for that share's goal image and the media of that goal's PUBLIC memories.
 * Admins are added here (and only here) when that capability arrives.
 */
function readableBy(viewerId: string | null, shareToken: string | null) {
  return (eb: ExpressionBuilder<Database, 'media'>) => {
    const rules = [];
    if (viewerId) rules.push(eb('media.userId', '=', viewerId));
    if (shareToken) {
      const now = new Date().toISOString();
      rules.push(
        eb.exists(
          eb
            .selectFrom('share')
            .innerJoin('goal', 'goal.id', 'share.goalId')
            .select('share.id')
            .where('share.token', '=', shareToken)
            .where((s) => shareIsLive(s, now))
            .where((s) =>
              s.or([
                s('goal.imageId', '=', s.ref('media.id')),
                s.exists(
                  s
                    .selectFrom('memory')
                    .select('memory.id')
                    .whereRef('memory.goalId', '=', 'share.goalId')
                    .where('memory.isPublic', '=', sql<boolean>`true`)
                    .where((m) =>
                      m.or([
                        m('memory.mediaId', '=', m.ref('media.id')),
                        m('memory.thumbMediaId', '=', m.ref('media.id')),
                      ]),
                    ),
                ),
              ]),
            ),
        ),
      );
    }
    return rules.length > 0 ? eb.or(rules) : eb.lit(false);
  };
}

export async function findReadableMedia(
  db: Db,
  viewerId: string | null,
  shareToken: string | null,
  id: string,
) {
  return db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', id)
    .where(readableBy(viewerId, shareToken))
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

/** Nothing points at the media row: no goal image, no memory's file or poster, no avatar. */
function unreferenced(eb: ExpressionBuilder<Database, 'media'>) {
  return eb.and([
    // An avatar is the user's `image` URL pointing at one of their uploads (see mediaUrl).
    eb.not(
      eb.exists(
        eb
          .selectFrom('user')
          .select('user.id')
          .whereRef('user.id', '=', 'media.userId')
          .where((u) =>
            u.or([
              u('user.image', '=', sql<string>`'/media/' || ${u.ref('media.id')}`),
              u('user.image', '=', sql<string>`'/media/' || ${u.ref('media.id')} || '/thumb'`),
            ]),
          ),
      ),
    ),
    eb.not(eb.exists(eb.selectFrom('goal').select('goal.id').whereRef('goal.imageId', '=', 'media.id'))),
    eb.not(
      eb.exists(
        eb
          .selectFrom('memory')
          .select('memory.id')
          .where((m) =>
            m.or([
              m('memory.mediaId', '=', m.ref('media.id')),
              m('memory.thumbMediaId', '=', m.ref('media.id')),
            ]),
          ),
      ),
    ),
  ]);
}

/**
 * Deletes those of `ids` that nothing references any more (a goal image or memory file that was
 * replaced or whose owner was deleted) and answers their files for removal after the commit.
 * The test sits in the delete itself, so media still used elsewhere is always kept.
 */
export async function deleteMediaIfUnused(db: Db, ids: Array<string | null>): Promise<MediaFiles[]> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return [];
  return db
    .deleteFrom('media')
    .where('id', 'in', wanted)
    .where(unreferenced)
    .returning(['id', 'storageKey', 'thumbKey'])
    .execute();
}

/** Every media id a goal points at: its image and its memories' files and posters. */
export async function mediaIdsOfGoal(db: Db, goalId: string): Promise<string[]> {
  const [goal, memories] = await Promise.all([
    db.selectFrom('goal').select('imageId').where('id', '=', goalId).executeTakeFirst(),
    db.selectFrom('memory').select(['mediaId', 'thumbMediaId']).where('goalId', '=', goalId).execute(),
  ]);
  const ids = [goal?.imageId ?? null, ...memories.flatMap((m) => [m.mediaId, m.thumbMediaId])];
  return ids.filter((id): id is string => id !== null);
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
 * Deletes uploads (images and videos) created before `cutoff` that nothing uses (picked in a
 * dialog, then removed, replaced or abandoned), so they stop counting against the quota. The
 * "unused" test (no goal image, no memory file or poster) sits in the delete itself, so media
 * attached meanwhile is kept.
 */
export async function deleteUnusedUploads(db: Db, cutoff: Date, limit: number): Promise<MediaFiles[]> {
  const unused = db
    .selectFrom('media')
    .select('media.id')
    .where('media.createdAt', '<', cutoff.toISOString())
    .where(unreferenced)
    .limit(limit);
  return db
    .deleteFrom('media')
    .where('id', 'in', unused)
    .returning(['id', 'storageKey', 'thumbKey'])
    .execute();
}
