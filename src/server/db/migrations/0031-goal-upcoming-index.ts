import type { Kysely } from 'kysely';

/**
 * A user's open goals by target date: the insights' "upcoming" list reads the nearest five. Without
 * it the engines walked goal_status_targetDate_idx, every user's open goals in date order, until
 * five of this user's turned up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('goal_userId_status_targetDate_idx')
    .on('goal')
    .columns(['userId', 'status', 'targetDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('goal_userId_status_targetDate_idx').execute();
}
