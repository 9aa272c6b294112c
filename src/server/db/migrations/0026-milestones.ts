import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { isSqlite } from '../engine';

/**
 * A goal's milestones, in the owner's order (`position`). The goal answers carry how many are
 * done, so a milestone write must move the owner's list version like a goal write does: the same
 * triggers as migration 0013, in the writing statement's transaction (cascades included).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('milestone')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('goalId', 'text', (c) => c.notNull().references('goal.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('done', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('doneAt', t.date)
    .addColumn('dueDate', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
  // A goal's milestones in order, and its progress counts; the same index serves the goal FK.
  await db.schema
    .createIndex('milestone_goalId_position_idx')
    .on('milestone')
    .columns(['goalId', 'position'])
    .execute();
  await db.schema.createIndex('milestone_userId_idx').on('milestone').column('userId').execute();

  if (isSqlite(db)) {
    const bump = (who: string) => `update "user" set "listVersion" = "listVersion" + 1 where id in (${who});`;
    await sql
      .raw(`create trigger milestone_insert_bumps_list_version after insert on milestone begin
        ${bump('new."userId"')} end`)
      .execute(db);
    await sql
      .raw(`create trigger milestone_update_bumps_list_version after update on milestone begin
        ${bump('old."userId", new."userId"')} end`)
      .execute(db);
    await sql
      .raw(`create trigger milestone_delete_bumps_list_version after delete on milestone begin
        ${bump('old."userId"')} end`)
      .execute(db);
    return;
  }
  // Statement triggers calling migration 0013's function, once per statement, not per row.
  const transitions = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  };
  for (const [event, tables] of Object.entries(transitions)) {
    await sql
      .raw(`create trigger milestone_${event}_bumps_list_version after ${event} on milestone
        referencing ${tables} for each statement execute function bump_list_version()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The triggers go with the table.
  await db.schema.dropTable('milestone').execute();
}
