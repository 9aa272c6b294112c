import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  AI_REQUESTS_PER_HOUR,
  type AiIdea,
  aiClarityBodySchema,
  aiIdeasBodySchema,
  aiTravelBodySchema,
} from '../../../common/ai';
import {
  aiClaritySchema,
  aiIdeasSchema,
  aiStatusSchema,
  aiTravelSchema,
  goalSchema,
} from '../../../common/api-responses';
import type { ErrorCode } from '../../../common/errors';
import type { Locale } from '../../../common/limits';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { rateLimit } from '../../middleware/rate-limit';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { AiService } from './ai.service';
import { ideasStream, wantsIdeasStream } from './ideas-stream';

const GATE_ERRORS: ErrorCode[] = ['AI_DISABLED', 'PRO_REQUIRED'];
const doc = (d: Omit<RouteDoc, 'tag' | 'access'>) =>
  routeDoc({ ...d, tag: 'AI', access: 'user', errors: [...GATE_ERRORS, ...(d.errors ?? [])] });

/** Answers in the language the user chose for the app; anything else reads English. */
const languageOf = (c: Context<AppEnv>): Locale => (c.get('auth')?.user.locale === 'th' ? 'th' : 'en');

/** /api/ai: suggestions for Pro members, while the super administrator's AI switch is on. */
export function aiRoutes(ai: AiService) {
  const allowed = createMiddleware<AppEnv>(async (c, next) => {
    await ai.allow(currentUserId(c));
    return next();
  });
  // One budget per user for everything that makes an engine work; counted after the gate, so a
  // refused caller spends nothing, and before the body is read, so bad bodies spend it too.
  const limited = rateLimit({ windowMs: 60 * 60_000, max: AI_REQUESTS_PER_HOUR, key: currentUserId });

  return new Hono<AppEnv>()
    .use(requireUser)
    .use(allowed)
    .get(
      '/status',
      doc({
        summary: 'Which engine answers',
        description:
          'builtin: the offline catalogue and rules. model: the configured OpenAI-compatible model; ' +
          '`available` says whether its server answers now (checked at most every 30 s).',
        success: { status: 200, description: 'The engine.', schema: aiStatusSchema },
      }),
      async (c) => c.json(await ai.status()),
    )
    .post(
      '/ideas',
      doc({
        summary: 'Goal ideas',
        description:
          'In my language. surprise: ideas not on my list yet; category: ideas of one category; ' +
          'popular: catalogue ideas added by the most people (at least 5 each). When the model fails ' +
          'or takes over 20 s, the built-in catalogue answers (`engine: builtin`). With ' +
          '`Accept: application/x-ndjson`, one line `{idea}` per idea as the engine has it, then ' +
          '`{done: true, engine}`.',
        success: { status: 200, description: 'The ideas.', schema: aiIdeasSchema },
        errors: ['RATE_LIMITED'],
      }),
      limited,
      jsonBody(aiIdeasBodySchema),
      (c) => {
        const ask = (onIdea?: (idea: AiIdea) => void) =>
          ai.ideas(currentUserId(c), c.req.valid('json'), languageOf(c), c.req.raw.signal, onIdea);
        return wantsIdeasStream(c) ? ideasStream(c, ask) : ask().then((answer) => c.json(answer));
      },
    )
    .post(
      '/ideas/:ideaId/add',
      doc({
        summary: 'Add a catalogue idea to my list',
        description: 'Creates the goal in my language, as POST /api/bucket-list would (its limits apply).',
        success: { status: 201, description: 'The new goal.', schema: goalSchema },
        errors: ['NOT_FOUND', 'GOAL_LIMIT_REACHED'],
      }),
      idParams('ideaId'),
      async (c) => c.json(await ai.addIdea(currentUserId(c), c.req.param('ideaId'), languageOf(c)), 201),
    )
    .post(
      '/clarity',
      doc({
        summary: 'Wish clarity coach',
        description:
          'Sent a wish, answers up to 3 questions about what it leaves open; sent the wish with the ' +
          'answers, answers a goal to save. 502 AI_GENERATION_FAILED when the model fails.',
        success: { status: 200, description: 'Questions, or the goal.', schema: aiClaritySchema },
        errors: ['RATE_LIMITED', 'AI_GENERATION_FAILED'],
      }),
      limited,
      jsonBody(aiClarityBodySchema),
      async (c) => c.json(await ai.clarity(c.req.valid('json'), languageOf(c), c.req.raw.signal)),
    )
    .post(
      '/travel',
      doc({
        summary: 'Travel dream matcher',
        description:
          'The 5 destinations that fit the preferences best, in my language. When the model fails ' +
          'or takes over 20 s, the built-in destinations answer (`engine: builtin`).',
        success: { status: 200, description: 'The destinations.', schema: aiTravelSchema },
        errors: ['RATE_LIMITED'],
      }),
      limited,
      jsonBody(aiTravelBodySchema),
      async (c) => c.json(await ai.travel(c.req.valid('json'), languageOf(c), c.req.raw.signal)),
    );
}
