import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/** The fields better-auth's admin plugin keeps: role and suspension on user, impersonation on session. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('role', 'text', (c) => c.defaultTo('user'))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('banned', t.bool, (c) => c.defaultTo(false))
    .execute();
  await db.schema.alterTable('user').addColumn('banReason', 'text').execute();
  await db.schema.alterTable('user').addColumn('banExpires', t.date).execute();
  await db.schema.alterTable('session').addColumn('impersonatedBy', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('impersonatedBy').execute();
  for (const column of ['banExpires', 'banReason', 'banned', 'role']) {
    await db.schema.alterTable('user').dropColumn(column).execute();
  }
}
