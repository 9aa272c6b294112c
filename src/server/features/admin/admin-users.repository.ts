import { type ExpressionBuilder, sql } from 'kysely';
import type { AdminUserListQuery } from '../../../common/admin';
import { ADMIN_ROLES } from '../../../common/roles';
import type { Db } from '../../db/database';
import { dbBool } from '../../db/engine';
import { anyCaseLike, containing } from '../../db/like';
import type { Database } from '../../db/schema';

const COLUMNS = [
  'user.id',
  'user.name',
  'user.email',
  'user.emailVerified',
  'user.role',
  'user.plan',
  'user.planSource',
  'user.proUntil',
  'user.banned',
  'user.banReason',
  'user.banExpires',
  'user.createdAt',
] as const;

/** Accounts with what the admin pages show of them, how many goals each has included. */
function selectUsers(db: Db) {
  return db
    .selectFrom('user')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('goal')
        .select(sql<number | string>`count(*)`.as('n'))
        .whereRef('goal.userId', '=', 'user.id')
        .as('goalCount'),
    );
}

function matching(db: Db, query: AdminUserListQuery, now: string) {
  return (eb: ExpressionBuilder<Database, 'user'>) => {
    const pro = eb.and([
      eb('plan', '=', 'pro'),
      eb.or([eb('proUntil', 'is', null), eb('proUntil', '>', now)]),
    ]);
    const suspended = eb.and([
      eb('banned', '=', sql<boolean>`true`),
      eb.or([eb('banExpires', 'is', null), eb('banExpires', '>', now)]),
    ]);
    const filters = {
      all: [],
      premium: [pro],
      free: [eb.not(pro)],
      admin: [eb('role', 'in', [...ADMIN_ROLES])],
      suspended: [suspended],
    }[query.filter];
    const like = anyCaseLike(db);
    const pattern = query.q ? containing(query.q) : null;
    const search = pattern ? [eb.or([eb('email', like, pattern), eb('name', like, pattern)])] : [];
    return eb.and([...filters, ...search]);
  };
}

/** One page of accounts, newest first, with how many goals each has; and how many match in all. */
export async function listUsers(db: Db, query: AdminUserListQuery, now: string) {
  const where = matching(db, query, now);
  // The page's ids first, from the (createdAt, id) index alone; then only those rows are read.
  const pageIds = db
    .selectFrom('user')
    .select('user.id')
    .where(where)
    .orderBy('user.createdAt', 'desc')
    .orderBy('user.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, total] = await Promise.all([
    selectUsers(db)
      .where('user.id', 'in', pageIds)
      .orderBy('user.createdAt', 'desc')
      .orderBy('user.id', 'desc')
      .execute(),
    db
      .selectFrom('user')
      .select(sql<number | string>`count(*)`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export async function findUser(db: Db, id: string) {
  return selectUsers(db).where('user.id', '=', id).executeTakeFirst();
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function setSuspension(
  db: Db,
  id: string,
  suspension: { reason: string; until: string | null } | null,
): Promise<void> {
  await db
    .updateTable('user')
    .set({
      banned: dbBool(db, suspension !== null),
      banReason: suspension?.reason ?? null,
      banExpires: suspension?.until ?? null,
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** Ends every session of an account at once. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

export async function updateUserFields(
  db: Db,
  id: string,
  patch: { name?: string | undefined; emailVerified?: boolean | undefined },
): Promise<void> {
  await db
    .updateTable('user')
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.emailVerified !== undefined ? { emailVerified: dbBool(db, patch.emailVerified) } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** The account row; its goals, memories, shares, media rows and sessions go with it (cascades). */
export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('user').where('id', '=', id).execute();
}
