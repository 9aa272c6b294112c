import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../engine';

/**
 * The admin goals search finds a title by any part of it ("contains", any case) without reading
 * every goal: a trigram index. SQLite: an FTS5 trigram table kept in step with `goal` by triggers,
 * keyed by goal's rowid (the app never runs VACUUM, which could renumber rowids; after one, run
 * `insert into goal_title_search(goal_title_search) values('rebuild')`). PostgreSQL: pg_trgm's GIN
 * index, when the extension can be created; without it the search still works, by a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`create virtual table goal_title_search using fts5(title, content='goal', content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into goal_title_search(goal_title_search) values('rebuild')`.execute(db);
    await sql`create trigger goal_title_search_insert after insert on goal begin
      insert into goal_title_search(rowid, title) values (new.rowid, new.title);
    end`.execute(db);
    await sql`create trigger goal_title_search_delete after delete on goal begin
      insert into goal_title_search(goal_title_search, rowid, title) values ('delete', old.rowid, old.title);
    end`.execute(db);
    await sql`create trigger goal_title_search_update after update of title on goal begin
      insert into goal_title_search(goal_title_search, rowid, title) values ('delete', old.rowid, old.title);
      insert into goal_title_search(rowid, title) values (new.rowid, new.title);
    end`.execute(db);
    return;
  }
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  // Creating an extension needs rights a hosted database may not grant: try, and keep going without.
  await sql`savepoint goal_title_search`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index goal_title_trgm_idx on goal using gin (title gin_trgm_ops)`.execute(db);
    // The users search (email or name) is the same kind of search.
    await sql`create index user_email_trgm_idx on "user" using gin (email gin_trgm_ops)`.execute(db);
    await sql`create index user_name_trgm_idx on "user" using gin (name gin_trgm_ops)`.execute(db);
    await sql`release savepoint goal_title_search`.execute(db);
  } catch {
    await sql`rollback to savepoint goal_title_search`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const trigger of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger goal_title_search_${trigger}`).execute(db);
    }
    await sql`drop table goal_title_search`.execute(db);
    return;
  }
  for (const index of ['goal_title_trgm_idx', 'user_email_trgm_idx', 'user_name_trgm_idx']) {
    await sql.raw(`drop index if exists ${index}`).execute(db);
  }
}
