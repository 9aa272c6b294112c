import { goalCursorKeySchema } from '../../../common/goal-schemas';
import { AppError } from '../../errors';
import type { SortKey } from './goals.repository';

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
  const result = goalCursorKeySchema.safeParse(parsed);
  if (!result.success) throw new AppError('VALIDATION_FAILED', 'The cursor is not valid.');
  return { createdAt: result.data[0], id: result.data[1] };
}
