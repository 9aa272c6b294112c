import { type ExpressionBuilder, sql } from 'kysely';
import type { AdminUserListQuery } from '../../../common/admin';
import { ADMIN_ROLES } from '../../../common/roles';
import type { Db } from '../../db/database';
import { dbBool } from '../../db/engine';
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

/** `%` and `_` typed in a search are searched for, not wildcards. */
const likeContaining = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function matching(query: AdminUserListQuery, now: string) {
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
    const search = query.q
      ? [
          eb.or([
            eb(
              sql<string>`lower(${sql.ref('email')})`,
              'like',
              sql<string>`${likeContaining(query.q)} escape '\\'`,
            ),
            eb(
              sql<string>`lower(${sql.ref('name')})`,
              'like',
              sql<string>`${likeContaining(query.q)} escape '\\'`,
            ),
          ]),
        ]
      : [];
    return eb.and([...filters, ...search]);
  };
}

/** One page of accounts, newest first, with how many goals each has; and how many match in all. */
export async function listUsers(db: Db, query: AdminUserListQuery, now: string) {
  const where = matching(query, now);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('user')
      .select(COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('goal')
          .select(sql<number | string>`count(*)`.as('n'))
          .whereRef('goal.userId', '=', 'user.id')
          .as('goalCount'),
      )
      .where(where)
      .orderBy('user.createdAt', 'desc')
      .orderBy('user.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
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
  return db
    .selectFrom('user')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('goal')
        .select(sql<number | string>`count(*)`.as('n'))
        .whereRef('goal.userId', '=', 'user.id')
        .as('goalCount'),
    )
    .where('user.id', '=', id)
    .executeTakeFirst();
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
