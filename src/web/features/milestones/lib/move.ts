/** `ids` with the one at `from` moved to `to` (both kept inside the list). */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...ids];
  next.splice(target, 0, moved);
  return next;
}

/** Whether two orders differ. */
export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);
