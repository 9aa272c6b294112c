/**
 * A stored date as ISO-8601. PostgreSQL hands back Date objects; on SQLite every date we and
 * better-auth write is already an ISO string, so it passes through unparsed (parsing three dates
 * per row was a tenth of a goal-list request).
 */
export function toIso(value: Date | string): string {
  return typeof value === 'string' ? value : value.toISOString();
}
