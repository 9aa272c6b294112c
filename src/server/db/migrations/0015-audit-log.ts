import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Every change an administrator makes, with who, to what, before and after, when and from where.
 * No foreign keys: the record outlives the accounts it names. Also the users page's order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('auditLog')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actorId', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('targetType', 'text', (c) => c.notNull())
    .addColumn('targetId', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ipAddress', 'text')
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auditLog_createdAt_idx').on('auditLog').column('createdAt').execute();
  await db.schema
    .createIndex('auditLog_targetId_createdAt_idx')
    .on('auditLog')
    .columns(['targetId', 'createdAt'])
    .execute();
  await db.schema.createIndex('user_createdAt_id_idx').on('user').columns(['createdAt', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_createdAt_id_idx').execute();
  await db.schema.dropTable('auditLog').execute();
}
