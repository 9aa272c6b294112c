/** The path of the first string (key or value) holding a NUL character, or null when there is none. */
export function findNulText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(body)' : null;
  // JSON.parse has already built the value; this only bounds our own walk.
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = findNulText(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters.';
