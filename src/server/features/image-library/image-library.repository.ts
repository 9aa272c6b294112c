import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { ImageLibraryQuery, MediaUse } from '../../../common/image-library';
import { MEDIA_PATH, MEDIA_THUMB_SUFFIX } from '../../../common/urls';
import type { Db } from '../../db/database';
import { anyCaseLike, containing } from '../../db/like';
import type { Database } from '../../db/schema';
import { mediaUnreferenced } from '../media';

type Filtered = ExpressionBuilder<Database, 'media' | 'user'>;

function matching(db: Db, query: ImageLibraryQuery) {
  return (eb: Filtered) => {
    const rules: Array<ReturnType<typeof eb.and>> = [];
    if (query.q) rules.push(eb.and([eb('user.email', anyCaseLike(db), containing(query.q))]));
    if (query.kind !== 'all') rules.push(eb.and([eb('media.kind', '=', query.kind)]));
    if (query.unused) {
      rules.push(eb.and([mediaUnreferenced(eb as unknown as ExpressionBuilder<Database, 'media'>)]));
    }
    return rules.length ? eb.and(rules) : eb.lit<SqlBool>(true);
  };
}

/** A page of stored files, newest first, with their owners; and the count and bytes of all that match. */
export async function listLibraryMedia(db: Db, query: ImageLibraryQuery) {
  const where = matching(db, query);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('media')
      .innerJoin('user', 'user.id', 'media.userId')
      .select([
        'media.id',
        'media.kind',
        'media.mime',
        'media.bytes',
        'media.width',
        'media.height',
        'media.thumbKey',
        'media.createdAt',
        'user.id as ownerId',
        'user.email as ownerEmail',
        'user.name as ownerName',
      ])
      .where(where)
      // Served by media_createdAt_id_idx: the first pages read only their own rows.
      .orderBy('media.createdAt', 'desc')
      .orderBy('media.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    // Every file has an owner: the join is only needed to search their email.
    (query.q ? db.selectFrom('media').innerJoin('user', 'user.id', 'media.userId') : db.selectFrom('media'))
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.coalesce(eb.fn.sum<number | string>('media.bytes'), eb.lit(0)).as('bytes'),
      ])
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n), totalBytes: Number(total.bytes) };
}

/** Where each of these files is used, through the indexes on goal.imageId and memory.mediaId. */
export async function usesOf(db: Db, ids: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return uses;
  const [goals, memories, avatars] = await Promise.all([
    db
      .selectFrom('goal')
      .select(['id', 'title', 'imageId'])
      .where('imageId', 'in', ids)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('memory')
      .innerJoin('goal', 'goal.id', 'memory.goalId')
      .select(['memory.id', 'memory.mediaId', 'goal.id as goalId', 'goal.title as goalTitle'])
      .where('memory.mediaId', 'in', ids)
      .orderBy('memory.createdAt', 'desc')
      .execute(),
    // An avatar is its owner's `image` pointing at one of their uploads (see mediaUrl).
    db
      .selectFrom('media')
      .innerJoin('user', 'user.id', 'media.userId')
      .select('media.id')
      .where('media.id', 'in', ids)
      .where((eb) =>
        eb.or([
          eb('user.image', '=', sql<string>`${sql.lit(`${MEDIA_PATH}/`)} || ${eb.ref('media.id')}`),
          eb(
            'user.image',
            '=',
            sql<string>`${sql.lit(`${MEDIA_PATH}/`)} || ${eb.ref('media.id')} || ${sql.lit(MEDIA_THUMB_SUFFIX)}`,
          ),
        ]),
      )
      .execute(),
  ]);
  for (const goal of goals) {
    if (goal.imageId)
      uses.get(goal.imageId)?.push({ type: 'goalImage', goalId: goal.id, goalTitle: goal.title });
  }
  for (const memory of memories) {
    if (!memory.mediaId) continue;
    uses.get(memory.mediaId)?.push({
      type: 'memory',
      memoryId: memory.id,
      goalId: memory.goalId,
      goalTitle: memory.goalTitle,
    });
  }
  for (const avatar of avatars) uses.get(avatar.id)?.push({ type: 'avatar' });
  return uses;
}

export async function findLibraryMedia(db: Db, id: string) {
  return db
    .selectFrom('media')
    .innerJoin('user', 'user.id', 'media.userId')
    .select([
      'media.id',
      'media.kind',
      'media.mime',
      'media.bytes',
      'media.createdAt',
      'media.userId',
      'user.email as ownerEmail',
      'user.image as ownerImage',
    ])
    .where('media.id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the file out of everything that shows it, as its owner's own removals do: a goal keeps
 * going without a picture, a photo or video memory (nothing but this file) goes, an avatar is cleared.
 */
export async function detachMedia(
  db: Db,
  media: { id: string; userId: string; ownerImage: string | null },
): Promise<{ avatarCleared: boolean }> {
  const now = new Date().toISOString();
  await db
    .updateTable('goal')
    .set({ imageId: null, updatedAt: now })
    .where('imageId', '=', media.id)
    .execute();
  await db.deleteFrom('memory').where('mediaId', '=', media.id).execute();
  const own = [`${MEDIA_PATH}/${media.id}`, `${MEDIA_PATH}/${media.id}${MEDIA_THUMB_SUFFIX}`];
  if (!media.ownerImage || !own.includes(media.ownerImage)) return { avatarCleared: false };
  await db.updateTable('user').set({ image: null, updatedAt: now }).where('id', '=', media.userId).execute();
  return { avatarCleared: true };
}
