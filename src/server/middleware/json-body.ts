import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError } from '../errors';
import { findNulText, NUL_TEXT_MESSAGE } from '../text-safety';
import { withSchemaDoc } from './schema-doc';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Validates a JSON body against a schema from src/common. Only application/json is accepted
 * (Hono parses it; malformed JSON arrives here as its 400, rendered by the error handler).
 * Text holding a NUL character is refused whatever the schema says.
 */
export function jsonBody<S extends z.ZodType>(schema: S) {
  const check = validator('json', (value, c): z.infer<S> => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_TYPE.test(mediaType))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
    // Neither engine stores NUL in text the same way (PostgreSQL refuses it), so no text carries one.
    const nulAt = findNulText(value);
    if (nulAt)
      throw new AppError('VALIDATION_FAILED', NUL_TEXT_MESSAGE, [{ path: nulAt, message: NUL_TEXT_MESSAGE }]);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        undefined,
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    return parsed.data;
  });
  return withSchemaDoc(check, 'json', schema);
}
