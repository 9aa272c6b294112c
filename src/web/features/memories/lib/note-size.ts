import { MEMORY_NOTE_MAX_BYTES } from '@common/memories';

const encoder = new TextEncoder();

/** The note limit in kilobytes, as the texts state it. */
export const NOTE_MAX_KB = MEMORY_NOTE_MAX_BYTES / 1024;

/**
 * The size of a note's HTML as the server counts it: UTF-8 bytes, so a Thai letter weighs three
 * times a Latin one and formatting adds its tags. Null while the note fits.
 */
export function noteOverLimit(html: string): { kb: number; maxKb: number } | null {
  const bytes = encoder.encode(html).length;
  if (bytes <= MEMORY_NOTE_MAX_BYTES) return null;
  // Rounded up, so a note just over the limit never reads as exactly the limit.
  return { kb: Math.ceil(bytes / 1024), maxKb: NOTE_MAX_KB };
}
