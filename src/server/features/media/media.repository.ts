import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { MEDIA_PATH, MEDIA_THUMB_SUFFIX } from '../../../common/urls';
import type { Db } from '../../db/database';
import type { Database, MediaTable } from '../../db/schema';

export type MediaRow = MediaTable;
export type MediaFiles = Pick<MediaRow, 'id' | 'storageKey' | 'thumbKey'>;

/**
 * Which media a share's token opens: the shares feature's rule (see app.ts), since shares builds
 * on media and media cannot import it.
 */
export type SharedMediaRule = (
  shareToken: string,
  now: string,
) => (eb: ExpressionBuilder<Database, 'media'>) => Expression<SqlBool>;

/**
 * Which media a signed-in viewer may see through the goals they share with others (the image and
 * memory files of a goal they own or are a member of): the goals feature's rule, handed over the
 * same way.
 */
export type GoalMediaRule = (
  viewerId: string,
) => (eb: ExpressionBuilder<Database, 'media'>) => Expression<SqlBool>;

export type MediaOpeners = { byShare: SharedMediaRule; byGoals: GoalMediaRule };

/**
 * THE rule of who may fetch a media file's bytes: its owner; an administrator (the image
 * library shows every stored file); everyone on a shared goal, for that goal's files; and, with
 * the token of a share, anyone, for the files that share opens.
 */
function readableBy(
  viewerId: string | null,
  viewerIsAdmin: boolean,
  shareToken: string | null,
  openers: MediaOpeners,
) {
  return (eb: ExpressionBuilder<Database, 'media'>) => {
    if (viewerId && viewerIsAdmin) return eb.lit(true);
    const rules = [];
    if (viewerId) rules.push(eb('media.userId', '=', viewerId), openers.byGoals(viewerId)(eb));
    if (shareToken) rules.push(openers.byShare(shareToken, new Date().toISOString())(eb));
    return rules.length > 0 ? eb.or(rules) : eb.lit(false);
  };
}

export async function findReadableMedia(
  db: Db,
  viewer: { userId: string | null; isAdmin: boolean; shareToken: string | null },
  openers: MediaOpeners,
  id: string,
) {
  return db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', id)
    .where(readableBy(viewer.userId, viewer.isAdmin, viewer.shareToken, openers))
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

/**
 * Nothing points at the media row: no goal image, no memory's file or poster, no avatar, no support
 * screenshot, no template picture.
 */
export function unreferenced(eb: ExpressionBuilder<Database, 'media'>) {
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
              u('user.image', '=', sql<string>`${sql.lit(`${MEDIA_PATH}/`)} || ${u.ref('media.id')}`),
              u(
                'user.image',
                '=',
                sql<string>`${sql.lit(`${MEDIA_PATH}/`)} || ${u.ref('media.id')} || ${sql.lit(MEDIA_THUMB_SUFFIX)}`,
              ),
            ]),
          ),
      ),
    ),
    eb.not(eb.exists(eb.selectFrom('goal').select('goal.id').whereRef('goal.imageId', '=', 'media.id'))),
    eb.not(
      eb.exists(eb.selectFrom('memory').select('memory.id').whereRef('memory.mediaId', '=', 'media.id')),
    ),
    // A support request's screenshot stays while the request does (the team reads it).
    eb.not(
      eb.exists(
        eb
          .selectFrom('supportRequest')
          .select('supportRequest.id')
          .whereRef('supportRequest.screenshotId', '=', 'media.id'),
      ),
    ),
    // A template's picture stays while the template does, whatever became of the goal it came from.
    eb.not(
      eb.exists(
        eb
          .selectFrom('goalTemplate')
          .select('goalTemplate.id')
          .whereRef('goalTemplate.imageId', '=', 'media.id'),
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

/** Every media id a goal points at: its image and its memories' files (a video's poster is on its row). */
export async function mediaIdsOfGoal(db: Db, goalId: string): Promise<string[]> {
  const [goal, memories] = await Promise.all([
    db.selectFrom('goal').select('imageId').where('id', '=', goalId).executeTakeFirst(),
    db.selectFrom('memory').select('mediaId').where('goalId', '=', goalId).execute(),
  ]);
  const ids = [goal?.imageId ?? null, ...memories.map((m) => m.mediaId)];
  return ids.filter((id): id is string => id !== null);
}

export async function existingMediaIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Which of these blob keys a media row or a background image still points at. */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('media')
    .select(['storageKey', 'thumbKey'])
    .where((eb) => eb.or([eb('storageKey', 'in', keys), eb('thumbKey', 'in', keys)]))
    // The site's background images share the file store but have no media row.
    .unionAll(
      db
        .selectFrom('backgroundImage')
        .select(['storageKey', 'thumbKey'])
        .where((eb) => eb.or([eb('storageKey', 'in', keys), eb('thumbKey', 'in', keys)])),
    )
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
