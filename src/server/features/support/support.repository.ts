import type { SupportQueueQuery } from '../../../common/support';
import type { Db } from '../../db/database';
import { dbBool } from '../../db/engine';
import type { SupportRequestTable } from '../../db/schema';

export type SupportRow = SupportRequestTable;
export type QueueRow = SupportRow & { userName: string; userEmail: string; userPlan: string };

export async function insertSupportRequest(db: Db, row: SupportRow): Promise<void> {
  await db.insertInto('supportRequest').values(row).execute();
}

/** How many requests the user sent since `since`: the hourly limit, counted where it holds for every instance. */
export async function countSupportRequestsSince(db: Db, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('supportRequest')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's own requests, newest first. */
export async function listOwnSupportRequests(db: Db, userId: string, limit: number): Promise<SupportRow[]> {
  return db
    .selectFrom('supportRequest')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

const queueColumns = (db: Db) =>
  db
    .selectFrom('supportRequest')
    .innerJoin('user', 'user.id', 'supportRequest.userId')
    .selectAll('supportRequest')
    .select(['user.name as userName', 'user.email as userEmail', 'user.plan as userPlan']);

/** One state of the queue: Pro members' requests first, then the oldest first. */
export async function listSupportQueue(db: Db, query: SupportQueueQuery) {
  const [data, total] = await Promise.all([
    queueColumns(db)
      .where('supportRequest.state', '=', query.state)
      .orderBy('supportRequest.proAtCreation', 'desc')
      .orderBy('supportRequest.createdAt', 'asc')
      .orderBy('supportRequest.id', 'asc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('supportRequest')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('state', '=', query.state)
      .executeTakeFirstOrThrow(),
  ]);
  return { data: data as QueueRow[], count: Number(total.n) };
}

export async function findQueueRow(db: Db, id: string): Promise<QueueRow | undefined> {
  return (await queueColumns(db).where('supportRequest.id', '=', id).executeTakeFirst()) as
    | QueueRow
    | undefined;
}

export async function updateSupportRequest(
  db: Db,
  id: string,
  changes: Partial<Pick<SupportRow, 'state' | 'answer' | 'answeredBy' | 'answeredAt' | 'updatedAt'>>,
): Promise<void> {
  await db.updateTable('supportRequest').set(changes).where('id', '=', id).execute();
}

/** The sender's address, name, language and plan now. */
export async function findSender(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'locale', 'plan'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Whether a row's proAtCreation is set (0/1 on SQLite). */
export const wasPro = (row: Pick<SupportRow, 'proAtCreation'>) => Boolean(row.proAtCreation);
export const proColumn = (db: Db, pro: boolean) => dbBool(db, pro);
