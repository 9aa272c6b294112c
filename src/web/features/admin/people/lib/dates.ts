/**
 * The instant a chosen calendar day (YYYY-MM-DD) ends in the administrator's own time zone: a
 * suspension or a gift of Pro "until 3 March" lasts through that day.
 */
export function endOfDayIso(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** Whether the chosen day has not ended yet (the server refuses an end in the past). */
export function isFutureDay(day: string): boolean {
  const end = endOfDayIso(day);
  return end !== null && Date.parse(end) > Date.now();
}
