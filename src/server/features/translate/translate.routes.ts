import { Hono } from 'hono';
import { translationSchema, translationStatusSchema } from '../../../common/api-responses';
import { TRANSLATION_TEXT_MAX, TRANSLATIONS_PER_HOUR, translateBodySchema } from '../../../common/translate';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { rateLimit } from '../../middleware/rate-limit';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import { TRANSLATION_TIMEOUT_MS, type TranslateService } from './translate.service';

// Listed with the AI tools in the API document (its tags are declared in one place).
const doc = (d: Omit<RouteDoc, 'tag' | 'access'>) => routeDoc({ ...d, tag: 'Translation', access: 'user' });

/** /api/translate: the translation tool, for every signed-in user. */
export function translateRoutes(translate: TranslateService) {
  // Counted before the body is read, so bad bodies spend the budget too.
  const limited = rateLimit({ windowMs: 60 * 60_000, max: TRANSLATIONS_PER_HOUR, key: currentUserId });

  return new Hono<AppEnv>()
    .use(requireUser)
    .get(
      '/status',
      doc({
        summary: 'Which engine translates',
        description:
          'libretranslate, deepl or model, as the server is configured, and whether it answers now ' +
          '(checked at most every 30 s); none when no engine is configured.',
        success: { status: 200, description: 'The engine.', schema: translationStatusSchema },
      }),
      async (c) => c.json(await translate.status()),
    )
    .post(
      '/',
      doc({
        summary: 'Translate a text',
        description:
          `Up to ${TRANSLATION_TEXT_MAX} characters, from en or th (or auto: the engine detects it) into ` +
          `the other language; ` +
          `${TRANSLATIONS_PER_HOUR} translations per user and hour. 503 TRANSLATION_UNAVAILABLE when no ` +
          `engine is configured; 502 TRANSLATION_FAILED when the engine fails or takes over ` +
          `${TRANSLATION_TIMEOUT_MS / 1000} s.`,
        success: { status: 200, description: 'The translation.', schema: translationSchema },
        errors: ['RATE_LIMITED', 'TRANSLATION_UNAVAILABLE', 'TRANSLATION_FAILED'],
      }),
      limited,
      jsonBody(translateBodySchema),
      async (c) => c.json(await translate.translate(c.req.valid('json'), c.req.raw.signal)),
    );
}
