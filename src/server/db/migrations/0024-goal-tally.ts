import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../engine';

/**
 * The administrators' overview and goals list count goals per category and status. Grouping a
 * million goals takes 150-250 ms; this table keeps those counts, one row per pair, moved by
 * triggers on every insert, delete (cascades too) and change of category or status, in the same
 * transaction. And the list's newest-first pages read their ids from the index alone, with the
 * id in it (a page 2,000 deep skips 50,000 entries without visiting the table), also within
 * one category.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('goal_createdAt_id_idx').on('goal').columns(['createdAt', 'id']).execute();
  await db.schema.dropIndex('goal_createdAt_idx').execute();
  // One category's pages, newest first, the same way; its counts come from the tally now.
  await db.schema
    .createIndex('goal_category_createdAt_id_idx')
    .on('goal')
    .columns(['category', 'createdAt', 'id'])
    .execute();
  await db.schema.dropIndex('goal_category_status_idx').execute();
  await sql`create table "goalTally" (
    category text not null,
    status text not null,
    n integer not null,
    primary key (category, status)
  )`.execute(db);
  await sql`insert into "goalTally" (category, status, n)
    select category, status, count(*) from goal group by category, status`.execute(db);
  if (isSqlite(db)) {
    const add = (row: 'new' | 'old', step: '+ 1' | '- 1') =>
      sql.raw(`insert into "goalTally" (category, status, n) values (${row}.category, ${row}.status, ${step === '+ 1' ? 1 : -1})
        on conflict (category, status) do update set n = n ${step};`);
    await sql`create trigger goal_tally_insert after insert on goal begin ${add('new', '+ 1')} end`.execute(
      db,
    );
    await sql`create trigger goal_tally_delete after delete on goal begin ${add('old', '- 1')} end`.execute(
      db,
    );
    await sql`create trigger goal_tally_update after update of category, status on goal
      when old.category is not new.category or old.status is not new.status
      begin ${add('old', '- 1')} ${add('new', '+ 1')} end`.execute(db);
    return;
  }
  // Statement triggers over the changed rows: one upsert per category and status a statement
  // touches, however many goals it writes (row triggers would update the same few rows once per
  // goal, and PostgreSQL keeps every version of a row until the transaction ends).
  const upsert = (rows: string) =>
    `insert into "goalTally" (category, status, n) ${rows}
      on conflict (category, status) do update set n = "goalTally".n + excluded.n`;
  await sql
    .raw(`create function goal_tally() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${upsert('select category, status, count(*)::integer from added group by category, status')};
      elsif tg_op = 'DELETE' then
        ${upsert('select category, status, -count(*)::integer from removed group by category, status')};
      else
        ${upsert(`select category, status, sum(d)::integer from (
            select category, status, -1 as d from removed
            union all select category, status, 1 as d from added
          ) changed group by category, status having sum(d) <> 0`)};
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql`create trigger goal_tally_insert after insert on goal referencing new table as added
    for each statement execute function goal_tally()`.execute(db);
  await sql`create trigger goal_tally_delete after delete on goal referencing old table as removed
    for each statement execute function goal_tally()`.execute(db);
  await sql`create trigger goal_tally_update after update on goal
    referencing old table as removed new table as added
    for each statement execute function goal_tally()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('goal_createdAt_idx').on('goal').column('createdAt').execute();
  await db.schema.dropIndex('goal_createdAt_id_idx').execute();
  await db.schema
    .createIndex('goal_category_status_idx')
    .on('goal')
    .columns(['category', 'status'])
    .execute();
  await db.schema.dropIndex('goal_category_createdAt_id_idx').execute();
  if (isSqlite(db)) {
    for (const trigger of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger goal_tally_${trigger}`).execute(db);
    }
  } else {
    for (const trigger of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger goal_tally_${trigger} on goal`).execute(db);
    }
    await sql`drop function goal_tally()`.execute(db);
  }
  await sql`drop table "goalTally"`.execute(db);
}
