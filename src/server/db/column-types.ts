import { type Kysely, SqliteAdapter } from 'kysely';

/** Column types that differ between the engines, for migrations written once for both. */
export function columnTypes(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return {
    date: sqlite ? ('text' as const) : ('timestamptz' as const),
    bool: sqlite ? ('integer' as const) : ('boolean' as const),
  };
}
