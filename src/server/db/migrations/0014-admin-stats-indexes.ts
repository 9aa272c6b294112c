import type { Kysely } from 'kysely';

/**
 * What the administrators' overview counts, each over an index instead of the whole table:
 * goals created and completed per day (ranges of the last 30 days), goals per category (an
 * index-only scan), Pro users, and accounts with a session used this week.
 */
const INDEXES = [
  { name: 'goal_createdAt_idx', table: 'goal', columns: ['createdAt'] },
  { name: 'goal_completedAt_idx', table: 'goal', columns: ['completedAt'] },
  { name: 'goal_category_status_idx', table: 'goal', columns: ['category', 'status'] },
  { name: 'user_plan_idx', table: 'user', columns: ['plan'] },
  { name: 'session_updatedAt_userId_idx', table: 'session', columns: ['updatedAt', 'userId'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema
      .createIndex(index.name)
      .on(index.table)
      .columns([...index.columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
