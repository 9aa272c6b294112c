import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../engine';

/**
 * A goal shared with friends shows its owner's own category to every member, so renaming or
 * deleting that category moves the list version (migration 0013) of those members too; migration
 * 0033 moved only the owner's. Before the delete, while the goals still name the category: its
 * delete clears `goal.customCategoryId` through the foreign key.
 */
const bumpMembersOf = (categoryId: string) => `update "user" set "listVersion" = "listVersion" + 1
  where id in (select m."userId" from "goalMember" m join goal g on g.id = m."goalId"
               where g."customCategoryId" = ${categoryId});`;

const SQLITE_TRIGGERS = {
  customCategory_update_bumps_members: `after update on "customCategory" begin
    ${bumpMembersOf('new.id')} end`,
  customCategory_delete_bumps_members: `before delete on "customCategory" begin
    ${bumpMembersOf('old.id')} end`,
};

const POSTGRES_FUNCTION = 'bump_members_of_customcategory';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const [name, body] of Object.entries(SQLITE_TRIGGERS)) {
      await sql.raw(`create trigger ${name} ${body}`).execute(db);
    }
    return;
  }
  // Per row: a category is renamed or deleted one at a time.
  await sql
    .raw(`create function ${POSTGRES_FUNCTION}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then ${bumpMembersOf('old.id')} return old;
      end if;
      ${bumpMembersOf('new.id')} return new;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger "customCategory_update_bumps_members" after update on "customCategory"
      for each row execute function ${POSTGRES_FUNCTION}()`)
    .execute(db);
  await sql
    .raw(`create trigger "customCategory_delete_bumps_members" before delete on "customCategory"
      for each row execute function ${POSTGRES_FUNCTION}()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const name of Object.keys(SQLITE_TRIGGERS)) {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
    return;
  }
  for (const event of ['update', 'delete']) {
    await sql
      .raw(`drop trigger if exists "customCategory_${event}_bumps_members" on "customCategory"`)
      .execute(db);
  }
  await sql.raw(`drop function if exists ${POSTGRES_FUNCTION}()`).execute(db);
}
