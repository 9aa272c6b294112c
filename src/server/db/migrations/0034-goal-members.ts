import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { isSqlite } from '../engine';

/**
 * Goals shared with friends: a goal's members (editor or viewer; the owner stays goal.userId) and
 * the invitations mailed to them, found by the hash of their single-use token.
 *
 * The list version (migration 0013) now also moves for everyone who sees a shared goal: a member's
 * list shows the goal and its progress, and the owner's card shows the members. The triggers are
 * added beside the earlier ones, which stay as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('goalMember')
    .addColumn('goalId', 'text', (c) => c.notNull().references('goal.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addPrimaryKeyConstraint('goalMember_pk', ['goalId', 'userId'])
    .execute();
  // Goals shared with a user: the second half of their list.
  await db.schema
    .createIndex('goalMember_userId_idx')
    .on('goalMember')
    .columns(['userId', 'goalId'])
    .execute();

  await db.schema
    .createTable('goalInvitation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('goalId', 'text', (c) => c.notNull().references('goal.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('invitedBy', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('expiresAt', t.date, (c) => c.notNull())
    .addColumn('acceptedAt', t.date)
    .addColumn('acceptedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('revokedAt', t.date)
    .execute();
  await db.schema
    .createIndex('goalInvitation_goalId_idx')
    .on('goalInvitation')
    .columns(['goalId', 'createdAt'])
    .execute();
  // Counting a user's invitations of the last hour, and the foreign key.
  await db.schema
    .createIndex('goalInvitation_invitedBy_idx')
    .on('goalInvitation')
    .columns(['invitedBy', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('goalInvitation_acceptedBy_idx')
    .on('goalInvitation')
    .column('acceptedBy')
    .execute();

  if (isSqlite(db)) await sqliteTriggers(db);
  else await postgresTriggers(db);
}

const bump = (who: string) => `update "user" set "listVersion" = "listVersion" + 1 where id in (${who});`;
const ownerOf = (goalId: string) => `select "userId" from goal where id = ${goalId}`;
const membersOf = (goalId: string) => `select "userId" from "goalMember" where "goalId" = ${goalId}`;

/** Per row: who sees the changed row's goal besides whom the 0013/0026 triggers already bump. */
const SQLITE_TRIGGERS = {
  goalMember_insert: `after insert on "goalMember" begin
    ${bump(`select new."userId" union ${ownerOf('new."goalId"')}`)} end`,
  goalMember_update: `after update on "goalMember" begin
    ${bump(`select old."userId" union select new."userId" union ${ownerOf('new."goalId"')}`)} end`,
  goalMember_delete: `after delete on "goalMember" begin
    ${bump(`select old."userId" union ${ownerOf('old."goalId"')}`)} end`,
  goal_update_members: `after update on goal begin ${bump(membersOf('new.id'))} end`,
  milestone_insert_members: `after insert on milestone begin
    ${bump(`${membersOf('new."goalId"')} union ${ownerOf('new."goalId"')}`)} end`,
  milestone_update_members: `after update on milestone begin
    ${bump(`${membersOf('new."goalId"')} union ${ownerOf('new."goalId"')}`)} end`,
  milestone_delete_members: `after delete on milestone begin
    ${bump(`${membersOf('old."goalId"')} union ${ownerOf('old."goalId"')}`)} end`,
};

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const [name, body] of Object.entries(SQLITE_TRIGGERS)) {
    await sql.raw(`create trigger ${name}_bumps_list_version ${body}`).execute(db);
  }
}

/** The users to bump for a statement's rows (`rows` is a transition table) of each table. */
const POSTGRES_TARGETS = {
  goalMember: (rows: string) =>
    `select "userId" from ${rows} union select g."userId" from goal g where g.id in (select "goalId" from ${rows})`,
  goal: (rows: string) =>
    `select m."userId" from "goalMember" m where m."goalId" in (select id from ${rows})`,
  milestone: (rows: string) =>
    `select m."userId" from "goalMember" m where m."goalId" in (select "goalId" from ${rows})
     union select g."userId" from goal g where g.id in (select "goalId" from ${rows})`,
};

const POSTGRES_EVENTS = {
  goalMember: ['insert', 'update', 'delete'],
  goal: ['update'],
  milestone: ['insert', 'update', 'delete'],
} as const;

async function postgresTriggers(db: Kysely<unknown>) {
  for (const [table, events] of Object.entries(POSTGRES_EVENTS)) {
    const targets = POSTGRES_TARGETS[table as keyof typeof POSTGRES_TARGETS];
    const fn = `bump_sharers_of_${table.toLowerCase()}`;
    // Once per statement over its transition tables, as in migration 0013.
    await sql
      .raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${bump(targets('new_rows'))}
        elsif tg_op = 'DELETE' then ${bump(targets('old_rows'))}
        else ${bump(`${targets('old_rows')} union ${targets('new_rows')}`)}
        end if;
        return null;
      end $$`)
      .execute(db);
    for (const event of events) {
      const tables = {
        insert: 'new table as new_rows',
        update: 'old table as old_rows new table as new_rows',
        delete: 'old table as old_rows',
      }[event];
      await sql
        .raw(`create trigger ${table}_${event}_bumps_sharers after ${event} on "${table}"
          referencing ${tables} for each statement execute function ${fn}()`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const name of Object.keys(SQLITE_TRIGGERS)) {
      await sql.raw(`drop trigger if exists ${name}_bumps_list_version`).execute(db);
    }
  } else {
    for (const [table, events] of Object.entries(POSTGRES_EVENTS)) {
      for (const event of events) {
        await sql.raw(`drop trigger if exists ${table}_${event}_bumps_sharers on "${table}"`).execute(db);
      }
      await sql.raw(`drop function if exists bump_sharers_of_${table.toLowerCase()}()`).execute(db);
    }
  }
  await db.schema.dropTable('goalInvitation').execute();
  await db.schema.dropTable('goalMember').execute();
}
