import { sql } from 'kysely';
import { isSqlite } from './engine';

/** A LIKE pattern for text containing `text`, where `%`, `_` and `\` mean themselves. */
export function containing(text: string) {
  const escaped = text.replace(/[\\%_]/g, (m) => `\\${m}`);
  return sql<string>`${`%${escaped}%`} escape '\\'`;
}

/** The operator that matches ignoring ASCII case: SQLite's LIKE does already, PostgreSQL's ILIKE. */
export function anyCaseLike(db: { getExecutor(): { adapter: unknown } }): 'like' | 'ilike' {
  return isSqlite(db) ? 'like' : 'ilike';
}
