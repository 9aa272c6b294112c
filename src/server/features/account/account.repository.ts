import { hashSessionToken } from '../../auth/session-reader';
import type { Db } from '../../db/database';
import type { MediaFiles } from '../media';

/** Every stored file of a user, so they can be removed once the rows are gone. */
export async function mediaFilesOf(db: Db, userId: string): Promise<MediaFiles[]> {
  return db
    .selectFrom('media')
    .select(['id', 'storageKey', 'thumbKey'])
    .where('userId', '=', userId)
    .execute();
}

/**
 * Remembers the user's live sessions by hash of their token, so that an old cookie hears
 * 401 ACCOUNT_DELETED after the session rows are deleted with the user.
 */
export async function rememberDeletedSessions(db: Db, userId: string): Promise<void> {
  const now = new Date();
  const sessions = await db
    .selectFrom('session')
    .select(['token', 'expiresAt'])
    .where('userId', '=', userId)
    .execute();
  await db.deleteFrom('deletedSession').where('expiresAt', '<', now.toISOString()).execute();
  if (sessions.length === 0) return;
  await db
    .insertInto('deletedSession')
    .values(
      sessions.map((s) => ({
        tokenHash: hashSessionToken(s.token),
        expiresAt: new Date(s.expiresAt).toISOString(),
      })),
    )
    .onConflict((oc) => oc.column('tokenHash').doNothing())
    .execute();
}

export async function exportProfile(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .select([
      'id',
      'name',
      'email',
      'emailVerified',
      'image',
      'locale',
      'plan',
      'proUntil',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function exportGoals(db: Db, userId: string) {
  return db
    .selectFrom('goal')
    .select([
      'id',
      'title',
      'description',
      'category',
      'customCategoryId',
      'imageId',
      'targetDate',
      'status',
      'completedAt',
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The user's own categories, by name. */
export async function exportCustomCategories(db: Db, userId: string) {
  return db
    .selectFrom('customCategory')
    .select(['id', 'name', 'icon', 'color', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('nameKey')
    .execute();
}

export async function exportMemories(db: Db, userId: string) {
  return db
    .selectFrom('memory')
    .select([
      'id',
      'goalId',
      'type',
      'mediaId',
      'content',
      'caption',
      'tags',
      'isPublic',
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Every milestone of the user's goals, each goal's in its order. */
export async function exportMilestones(db: Db, userId: string) {
  return db
    .selectFrom('milestone')
    .select(['id', 'goalId', 'title', 'done', 'doneAt', 'dueDate', 'position', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('goalId')
    .orderBy('position')
    .execute();
}

export async function exportShares(db: Db, userId: string) {
  return db
    .selectFrom('share')
    .select(['id', 'goalId', 'title', 'description', 'viewCount', 'createdAt', 'expiresAt', 'revokedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

/** The catalogue ideas the user added to their list, which count towards "popular ideas". */
export async function exportIdeaAdoptions(db: Db, userId: string) {
  return db
    .selectFrom('ideaAdoption')
    .select(['ideaId', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

/** The user's support requests with the team's answers (not who answered). */
export async function exportSupportRequests(db: Db, userId: string) {
  return db
    .selectFrom('supportRequest')
    .select([
      'id',
      'subject',
      'message',
      'screenshotId',
      'state',
      'answer',
      'answeredAt',
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

/** The user's goal templates, oldest first; milestoneTitles is their stored JSON array. */
export async function exportTemplates(db: Db, userId: string) {
  return db
    .selectFrom('goalTemplate')
    .select([
      'id',
      'title',
      'description',
      'category',
      'imageId',
      'milestoneTitles',
      'createdAt',
      'updatedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

export async function exportMedia(db: Db, userId: string) {
  return db
    .selectFrom('media')
    .select(['id', 'kind', 'mime', 'bytes', 'width', 'height', 'storageKey', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}
