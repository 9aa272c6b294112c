import { stat } from 'node:fs/promises';
import { sql } from 'kysely';
import type { ClientErrorEntry } from '../../../common/monitoring';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { isSqlite } from '../../db/engine';

/** A client error's message is shown in a list: the start of it is enough to recognise it. */
const MESSAGE_SHOWN = 300;

const fileSize = async (path: string) => {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
};

/**
 * The database's size on disk: SQLite's main file with its write-ahead log (where recent writes
 * live until a checkpoint), or what PostgreSQL counts for the current database.
 */
export async function databaseBytes(db: Db): Promise<number | null> {
  if (isSqlite(db)) {
    const { rows } = await sql<{
      file: string;
    }>`select file from pragma_database_list where name = 'main'`.execute(db);
    const file = rows[0]?.file;
    // An in-memory database has no file.
    if (!file) return null;
    return (await fileSize(file)) + (await fileSize(`${file}-wal`));
  }
  const { rows } = await sql<{
    size: string | number;
  }>`select pg_database_size(current_database()) as size`.execute(db);
  return rows[0] ? Number(rows[0].size) : null;
}

/** What the stored uploads take: each row counts its file and its thumbnail. */
export async function mediaBytes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select(sql<number | string | null>`sum(${sql.ref('bytes')})`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The newest errors browsers reported (clientError_createdAt_idx). */
export async function recentClientErrors(db: Db, limit: number): Promise<ClientErrorEntry[]> {
  const rows = await db
    .selectFrom('clientError')
    .select(['id', 'createdAt', 'section', 'errorId', 'message', 'url'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: toIso(row.createdAt),
    section: row.section,
    errorId: row.errorId,
    message: row.message.length > MESSAGE_SHOWN ? `${row.message.slice(0, MESSAGE_SHOWN)}…` : row.message,
    url: row.url,
  }));
}

/** Whether the database answers, and how fast (ms). */
export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  return performance.now() - started;
}
