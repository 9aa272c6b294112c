import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/** better-auth's core tables (user, session, account, verification), as its schema generator lays them out. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', t.bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('locale', 'text')
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', t.date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', t.date)
    .addColumn('refreshTokenExpiresAt', t.date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', t.date, (c) => c.notNull())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['verification', 'account', 'session', 'user']) {
    await db.schema.dropTable(table).execute();
  }
}
