import { MEMORY_TAG_MAX, MEMORY_TAGS_MAX } from '@common/memories';

/** Splits typed text on commas into clean tags (trimmed, no empties, at most MEMORY_TAG_MAX long). */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim().replace(/^#/, '').slice(0, MEMORY_TAG_MAX).trim())
    .filter((part) => part.length > 0);
}

/** Adds tags to a list: no duplicates (case-insensitive), at most MEMORY_TAGS_MAX in all. */
export function addTags(current: readonly string[], added: readonly string[]): string[] {
  const next = [...current];
  const seen = new Set(current.map((tag) => tag.toLowerCase()));
  for (const tag of added) {
    if (next.length >= MEMORY_TAGS_MAX) break;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    next.push(tag);
  }
  return next;
}

/**
 * What a key press in the tags field does: a comma or Enter commits the typed text; Backspace in an
 * empty field removes the last chip.
 */
export function tagsInputStep(
  tags: readonly string[],
  draft: string,
  key: string,
): { tags: string[]; draft: string; handled: boolean } {
  if (key === 'Enter' || key === ',') {
    if (!draft.trim()) return { tags: [...tags], draft: '', handled: key === ',' || draft.length > 0 };
    return { tags: addTags(tags, parseTags(draft)), draft: '', handled: true };
  }
  if (key === 'Backspace' && draft === '' && tags.length > 0) {
    return { tags: tags.slice(0, -1), draft, handled: true };
  }
  return { tags: [...tags], draft, handled: false };
}
