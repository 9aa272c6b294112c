import { z } from 'zod';
import { DATE_YEAR_MIN } from '../../../common/goals';
import { AppError } from '../../errors';
import { ID_PATTERN } from '../../middleware/path-params';
import type { SortKey } from './goals.repository';

// Only what encodeCursor writes: a stored creation time (no year 0, which PostgreSQL refuses) and an id.
const cursorSchema = z.tuple([
  z.iso.datetime().refine((value) => Number(value.slice(0, 4)) >= DATE_YEAR_MIN),
  z.string().regex(ID_PATTERN),
]);

/** An opaque cursor: base64url of the last item's sort key. */
export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): SortKey | null {
  if (!cursor) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid.');
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw new AppError('VALIDATION_FAILED', 'The cursor is not valid.');
  return { createdAt: result.data[0], id: result.data[1] };
}
