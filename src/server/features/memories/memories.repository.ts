import { type InferResult, type Insertable, sql, type Updateable } from 'kysely';
import { compiledQuery } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import type { MemoryTable } from '../../db/schema';
import { goalAccessibleBy } from '../goals';

const COLUMNS = [
  'memory.id',
  'memory.goalId',
  'memory.userId',
  'memory.type',
  'memory.mediaId',
  'memory.content',
  'memory.caption',
  'memory.tags',
  'memory.isPublic',
  'memory.createdAt',
  'memory.updatedAt',
] as const;

export type MemoryRow = Pick<
  MemoryTable,
  | 'id'
  | 'goalId'
  | 'userId'
  | 'type'
  | 'mediaId'
  | 'content'
  | 'caption'
  | 'tags'
  | 'isPublic'
  | 'createdAt'
  | 'updatedAt'
> & { hasThumb: boolean; authorName: string | null };

/** A scrapbook is at most this long in one answer (every list query has a limit). */
export const MEMORY_LIST_LIMIT = 500;

function selectMemories(db: Db) {
  return db
    .selectFrom('memory')
    .leftJoin('media', 'media.id', 'memory.mediaId')
    .leftJoin('user', 'user.id', 'memory.userId')
    .select(COLUMNS)
    .select('user.name as authorName')
    .select((eb) => eb('media.thumbKey', 'is not', null).as('hasThumb'));
}

const normalise = (row: Omit<MemoryRow, 'hasThumb'> & { hasThumb: unknown }): MemoryRow => ({
  ...row,
  hasThumb: Boolean(row.hasThumb),
});

function memoriesOfGoalQuery(db: Db, goalId: string, publicOnly: boolean) {
  let query = selectMemories(db).where('memory.goalId', '=', goalId);
  // A shared page shows the public memories a moderator has not taken down.
  if (publicOnly)
    query = query.where('memory.isPublic', '=', sql<boolean>`true`).where('memory.takenDownAt', 'is', null);
  return query.orderBy('memory.createdAt', 'desc').orderBy('memory.id', 'desc').limit(MEMORY_LIST_LIMIT);
}
type MemoryQueryRow = InferResult<ReturnType<typeof memoriesOfGoalQuery>>[number];
// Both shapes compiled once: the public one runs on every view of a shared page.
const memoriesOfGoal = {
  all: compiledQuery<'goalId', MemoryQueryRow>((db, slot) => memoriesOfGoalQuery(db, slot('goalId'), false)),
  public: compiledQuery<'goalId', MemoryQueryRow>((db, slot) =>
    memoriesOfGoalQuery(db, slot('goalId'), true),
  ),
};

/** A goal's memories, newest first (memory_goalId_createdAt_idx); only public ones if asked. */
export async function listMemoriesOfGoal(db: Db, goalId: string, options: { publicOnly: boolean }) {
  const rows = await memoriesOfGoal[options.publicOnly ? 'public' : 'all'](db, { goalId });
  return rows.map(normalise);
}

/**
 * A memory the viewer may change or delete: one they added to a goal they may still change, or any
 * memory of a goal they own. Others are not found.
 */
export async function findOwnMemory(db: Db, viewerId: string, id: string): Promise<MemoryRow | undefined> {
  const row = await selectMemories(db)
    .innerJoin('goal', 'goal.id', 'memory.goalId')
    .where('memory.id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('memory.userId', '=', viewerId), goalAccessibleBy(viewerId, 'change')(eb)]),
        goalAccessibleBy(viewerId, 'own')(eb),
      ]),
    )
    .executeTakeFirst();
  return row && normalise(row);
}

export async function findMemoryById(db: Db, id: string): Promise<MemoryRow | undefined> {
  const row = await selectMemories(db).where('memory.id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

export async function insertMemory(db: Db, row: Insertable<MemoryTable>): Promise<void> {
  await db.insertInto('memory').values(row).execute();
}

export async function updateMemory(db: Db, id: string, changes: Updateable<MemoryTable>): Promise<void> {
  await db.updateTable('memory').set(changes).where('id', '=', id).execute();
}

export async function deleteMemory(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('memory').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
