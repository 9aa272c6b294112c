import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * better-auth's two-factor plugin (user.twoFactorEnabled and its twoFactor table), and the
 * tombstones of sessions whose account was deleted: a deleted user's old cookie must
 * hear 'Account no longer exists', not a plain 'Unauthorized', after the session row is gone.
 * Also the TOTP codes already used (better-auth accepts a code again within its window).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('twoFactorEnabled', t.bool, (c) => c.defaultTo(false))
    .execute();
  await db.schema
    .createTable('twoFactor')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backupCodes', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('verified', t.bool, (c) => c.defaultTo(true))
    .addColumn('failedVerificationCount', 'integer', (c) => c.defaultTo(0))
    .addColumn('lockedUntil', t.date)
    .execute();
  await db.schema.createIndex('twoFactor_userId_idx').on('twoFactor').column('userId').execute();
  await db.schema.createIndex('twoFactor_secret_idx').on('twoFactor').column('secret').execute();
  await db.schema
    .createTable('deletedSession')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', t.date, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deletedSession_expiresAt_idx')
    .on('deletedSession')
    .column('expiresAt')
    .execute();
  // TOTP codes already accepted, so that one cannot be replayed within its validity window.
  await db.schema
    .createTable('usedTotpCode')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', t.date, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usedTotpCode').execute();
  await db.schema.dropTable('deletedSession').execute();
  await db.schema.dropTable('twoFactor').execute();
  await db.schema.alterTable('user').dropColumn('twoFactorEnabled').execute();
}
