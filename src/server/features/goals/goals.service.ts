import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { CustomCategory } from '../../../common/custom-categories';
import type { GoalCreate, GoalUpdate } from '../../../common/goal-schemas';
import type { Category, Goal, GoalPage, GoalStatus } from '../../../common/goals';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import type { GoalTable } from '../../db/schema';
import { AppError } from '../../errors';
import { assignableCategory, categoriesOfGoals } from '../categories';
import {
  deleteMediaIfUnused,
  findOwnMedia,
  type MediaFiles,
  mediaIdsOfGoal,
  purgeMediaFiles,
} from '../media';
import { entitlementsOf } from '../plans';
import { decodeCursor, encodeCursor } from './goal-cursor';
import { sharingIn, sharingOfGoals } from './goal-sharing';
import { toGoal } from './goal-view';
import {
  countGoalsOf,
  deleteGoal,
  findGoal,
  type GoalRow,
  insertGoal,
  listGoals,
  progressIn,
  progressOfGoals,
  updateGoal,
} from './goals.repository';
import { listVersionOf, weakEtag } from './list-version';

type GoalsDeps = Pick<AppDeps, 'database' | 'blobs'>;
/** Work done in the same transaction as a change, with its result. */
type Alongside<T> = (trx: Db, result: T) => Promise<void>;
type ListQuery = {
  status?: GoalStatus | undefined;
  category?: Category | undefined;
  customCategory?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

const notFound = () => new AppError('NOT_FOUND', 'Goal not found.');

/** An image given for a goal must be one of the user's own images. */
async function assertOwnImage(db: Db, userId: string, imageId: string) {
  const media = await findOwnMedia(db, userId, imageId);
  if (!media) throw new AppError('NOT_FOUND', 'Image not found.');
  if (media.kind !== 'image') throw new AppError('VALIDATION_FAILED', 'A goal image must be an image.');
}

/** Deletes an image's row when nothing uses it any more; answers its files for after the commit. */
const releaseImage = (db: Db, imageId: string | null): Promise<MediaFiles[]> =>
  deleteMediaIfUnused(db, [imageId]);

/** The own category a goal carries, from what `categoriesOfGoals` read. */
const categoryIn = (categories: Map<string, CustomCategory>, row: GoalRow) =>
  (row.customCategoryId && categories.get(row.customCategoryId)) || null;

/**
 * Goals as answered, with their milestone progress, own category and sharing, each read once for
 * all of `rows` in `db` (the transaction, if any).
 */
async function answersOf(db: Db, viewerId: string, rows: GoalRow[]): Promise<Goal[]> {
  const ids = rows.map((row) => row.id);
  const progress = await progressOfGoals(db, ids);
  const categories = await categoriesOfGoals(db, rows);
  const sharing = await sharingOfGoals(db, viewerId, rows);
  return rows.map((row) =>
    toGoal(row, {
      progress: progressIn(progress, row.id),
      customCategory: categoryIn(categories, row),
      sharing: sharingIn(sharing, row.id),
    }),
  );
}

async function answerOf(db: Db, viewerId: string, row: GoalRow): Promise<Goal> {
  const [goal] = await answersOf(db, viewerId, [row]);
  return goal as Goal;
}

export function goalsService({ database, blobs }: GoalsDeps) {
  const { db } = database;
  const purge = (files: MediaFiles[]) => (files.length ? purgeMediaFiles(db, blobs, files) : undefined);

  /**
   * `alongside` runs inside the change's transaction, so whoever changes a goal on the owner's
   * behalf can record it in the same commit (an administrator's audit entry).
   */
  async function setStatus(userId: string, id: string, status: GoalStatus, alongside?: Alongside<Goal>) {
    return db.transaction().execute(async (trx) => {
      const current = await findGoal(trx, userId, id, 'change');
      if (!current) throw notFound();
      // Completing twice keeps the first completion time.
      let row = current;
      if (current.status !== status) {
        const now = new Date().toISOString();
        const completedAt = status === 'completed' ? now : null;
        const updated = await updateGoal(trx, userId, id, { status, completedAt, updatedAt: now });
        if (!updated) throw notFound();
        row = updated;
      }
      const goal = await answerOf(trx, userId, row);
      await alongside?.(trx, goal);
      return goal;
    });
  }

  return {
    async list(userId: string, query: ListQuery): Promise<GoalPage> {
      const after = decodeCursor(query.cursor);
      // One extra row tells whether another page exists without a count query.
      const rows = await listGoals(db, userId, {
        status: query.status,
        category: query.category,
        customCategoryId: query.customCategory,
        after,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > query.limit && last
          ? encodeCursor({ createdAt: toIso(last.createdAt), id: last.id })
          : null;
      return {
        items: await answersOf(db, userId, page),
        nextCursor,
      };
    },

    /** The ETag of what `list` answers for this query now; an invalid cursor is refused first. */
    async listTag(userId: string, query: ListQuery): Promise<string> {
      decodeCursor(query.cursor);
      const { listVersion } = await listVersionOf(db, userId);
      return weakEtag(
        'list',
        userId,
        listVersion,
        query.status,
        query.category,
        query.customCategory,
        query.cursor,
        query.limit,
      );
    },

    async get(userId: string, id: string): Promise<Goal> {
      const row = await findGoal(db, userId, id, 'read');
      if (!row) throw notFound();
      return answerOf(db, userId, row);
    },

    /**
     * The limit check and the insert share one transaction: the user row is locked on PostgreSQL
     * and SQLite serialises writers, so parallel creates cannot overshoot the free plan's limit.
     */
    async create(userId: string, input: GoalCreate, alongside?: Alongside<Goal>): Promise<Goal> {
      const now = new Date().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const { goalLimit } = await entitlementsOf(trx, userId, { lock: true });
        if (goalLimit !== null && (await countGoalsOf(trx, userId)) >= goalLimit) {
          throw new AppError('GOAL_LIMIT_REACHED', `Free plan allows ${goalLimit} goals.`);
        }
        if (input.imageId) await assertOwnImage(trx, userId, input.imageId);
        const customCategory = input.customCategoryId
          ? await assignableCategory(trx, userId, input.customCategoryId)
          : null;
        const inserted = await insertGoal(trx, {
          id: randomUUID(),
          userId,
          title: input.title,
          description: input.description || null,
          category: input.category,
          imageId: input.imageId ?? null,
          customCategoryId: customCategory?.id ?? null,
          targetDate: input.targetDate ?? null,
          status: 'active',
          completedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        const goal = toGoal(inserted, { customCategory });
        await alongside?.(trx, goal);
        return goal;
      });
      return row;
    },

    /** Applies the fields present; null clears an optional one. A replaced image is deleted if unused. */
    async update(userId: string, id: string, patch: GoalUpdate): Promise<Goal> {
      const { row, released } = await db.transaction().execute(async (trx) => {
        const current = await findGoal(trx, userId, id, 'change');
        if (!current) throw notFound();
        if (patch.imageId) await assertOwnImage(trx, userId, patch.imageId);
        // Newly giving a goal an own category needs Pro and one of the owner's; keeping or removing it does not.
        if (patch.customCategoryId && patch.customCategoryId !== current.customCategoryId) {
          if (current.userId !== userId) throw new AppError('NOT_FOUND', 'Category not found.');
          await assignableCategory(trx, userId, patch.customCategoryId);
        }
        const changes: Updateable<GoalTable> = { updatedAt: new Date().toISOString() };
        if (patch.title !== undefined) changes.title = patch.title;
        if (patch.category !== undefined) changes.category = patch.category;
        if (patch.description !== undefined) changes.description = patch.description || null;
        if (patch.targetDate !== undefined) changes.targetDate = patch.targetDate;
        if (patch.imageId !== undefined) changes.imageId = patch.imageId;
        if (patch.customCategoryId !== undefined) changes.customCategoryId = patch.customCategoryId;
        const updated = await updateGoal(trx, userId, id, changes);
        if (!updated) throw notFound();
        const imageGone = patch.imageId !== undefined && current.imageId !== updated.imageId;
        return {
          row: await answerOf(trx, userId, updated),
          released: imageGone ? await releaseImage(trx, current.imageId) : [],
        };
      });
      await purge(released);
      return row;
    },

    complete: (userId: string, id: string, alongside?: Alongside<Goal>) =>
      setStatus(userId, id, 'completed', alongside),
    restore: (userId: string, id: string, alongside?: Alongside<Goal>) =>
      setStatus(userId, id, 'active', alongside),

    /**
     * Deletes the goal (its memories and share links go by cascade) and, in the same transaction,
     * the media rows of its image and memories that nothing else uses; then their files.
     */
    async remove(userId: string, id: string, alongside?: Alongside<void>): Promise<void> {
      const released = await db.transaction().execute(async (trx) => {
        const current = await findGoal(trx, userId, id, 'own');
        if (!current) throw notFound();
        const mediaIds = await mediaIdsOfGoal(trx, id);
        if (!(await deleteGoal(trx, userId, id))) throw notFound();
        await alongside?.(trx, undefined);
        return deleteMediaIfUnused(trx, mediaIds);
      });
      await purge(released);
    },

    countOf: (userId: string, status?: GoalStatus) => countGoalsOf(db, userId, status),
  };
}

export type GoalsService = ReturnType<typeof goalsService>;
