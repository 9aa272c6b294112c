import { sql } from 'kysely';

/** A LIKE pattern for text containing `text`, where `%`, `_` and `\` mean themselves. */
export function containing(text: string) {
  const escaped = text.replace(/[\\%_]/g, (m) => `\\${m}`);
  return sql<string>`${`%${escaped}%`} escape '\\'`;
}
