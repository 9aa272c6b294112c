import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../engine';

/**
 * user.listVersion: a counter that changes whenever anything the goal list or the usage answer
 * shows changes, so those answers can carry an ETag without reading their rows. The database bumps
 * it by trigger, in the writing statement's own transaction: every process and every code path
 * (feature code, foreign-key actions such as an image deletion clearing goal.imageId, cascades,
 * admin scripts) is covered, and a reader never sees new rows with an old version.
 * Goal rows make up the list and the goal counts; media rows make up the storage used.
 */
const TABLES = ['goal', 'media'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user')
    .addColumn('listVersion', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isSqlite(db)) {
    for (const table of TABLES) {
      await sql
        .raw(`create trigger ${table}_insert_bumps_list_version after insert on ${table} begin
          update "user" set "listVersion" = "listVersion" + 1 where id = new."userId";
        end`)
        .execute(db);
      await sql
        .raw(`create trigger ${table}_update_bumps_list_version after update on ${table} begin
          update "user" set "listVersion" = "listVersion" + 1 where id in (old."userId", new."userId");
        end`)
        .execute(db);
      await sql
        .raw(`create trigger ${table}_delete_bumps_list_version after delete on ${table} begin
          update "user" set "listVersion" = "listVersion" + 1 where id = old."userId";
        end`)
        .execute(db);
    }
    return;
  }
  // Once per statement over its transition tables, not once per row: PostgreSQL keeps every
  // version of a row updated again and again in one transaction, so a bulk write (an import, a
  // seed) bumping per row would slow down quadratically.
  await sql`create function bump_list_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update "user" set "listVersion" = "listVersion" + 1 where id in (select "userId" from new_rows);
      elsif tg_op = 'DELETE' then
        update "user" set "listVersion" = "listVersion" + 1 where id in (select "userId" from old_rows);
      else
        update "user" set "listVersion" = "listVersion" + 1
        where id in (select "userId" from old_rows union select "userId" from new_rows);
      end if;
      return null;
    end $$`.execute(db);
  const transitions = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  };
  for (const table of TABLES) {
    for (const [event, tables] of Object.entries(transitions)) {
      await sql
        .raw(`create trigger ${table}_${event}_bumps_list_version after ${event} on ${table}
          referencing ${tables} for each statement execute function bump_list_version()`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      const name = `${table}_${event}_bumps_list_version`;
      await sql.raw(isSqlite(db) ? `drop trigger ${name}` : `drop trigger ${name} on ${table}`).execute(db);
    }
  }
  if (!isSqlite(db)) await sql`drop function bump_list_version()`.execute(db);
  await db.schema.alterTable('user').dropColumn('listVersion').execute();
}
