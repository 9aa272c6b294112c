import { z } from 'zod';
import { CATEGORIES, type Category } from './goals';

/**
 * AI ideas: the request bodies, answers and limits of /api/ai, shared by the server and the web.
 * Two engines answer them: the built-in one (a curated catalogue and rules, always there) and a
 * model behind any OpenAI-compatible endpoint when the server is configured with one.
 */

export const AI_ENGINES = ['builtin', 'model'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

/** Generating answers per user and hour (ideas, clarity, travel): a model's time is not free. */
export const AI_REQUESTS_PER_HOUR = 30;

export const AI_IDEA_MODES = ['surprise', 'popular', 'category'] as const;
export type AiIdeaMode = (typeof AI_IDEA_MODES)[number];
export const AI_IDEAS_COUNT_MAX = 12;
export const AI_IDEAS_COUNT_DEFAULT = 6;

/** Body of POST /api/ai/ideas; the category mode needs a category. */
export const aiIdeasBodySchema = z
  .object({
    mode: z.enum(AI_IDEA_MODES),
    category: z.enum(CATEGORIES, { message: 'Choose one of the categories.' }).optional(),
    count: z.int().min(1).max(AI_IDEAS_COUNT_MAX).default(AI_IDEAS_COUNT_DEFAULT),
  })
  .refine((body) => body.mode !== 'category' || body.category !== undefined, {
    path: ['category'],
    message: 'Choose a category.',
  });
export type AiIdeasBody = z.infer<typeof aiIdeasBodySchema>;

/** An idea in the reader's language; `id` names a catalogue idea (a model's ideas have none). */
export type AiIdea = { id?: string; title: string; description: string; category: Category };
export type AiIdeas = { engine: AiEngine; ideas: AiIdea[] };

/**
 * POST /api/ai/ideas with `Accept: application/x-ndjson`: one JSON line per idea as soon as the
 * engine has it whole (a model writes ideas over seconds), then a last line naming the engine. A
 * stream that ends without that line was cut off.
 */
export const AI_IDEAS_STREAM_TYPE = 'application/x-ndjson';
export type AiIdeasStreamLine = { idea: AiIdea } | { done: true; engine: AiEngine };

export const CLARITY_WISH_MAX = 500;
export const CLARITY_QUESTION_MAX = 300;
export const CLARITY_ANSWER_MAX = 500;
export const CLARITY_ROUND_MAX = 6;
/** Few enough questions at once that answering them feels like a chat, not a form. */
export const CLARITY_QUESTIONS_MAX = 3;
export const CLARITY_FIRST_STEPS_MAX = 5;

/** Body of POST /api/ai/clarity: the wish, and the answers to the questions asked about it. */
export const aiClarityBodySchema = z.object({
  wish: z.string().trim().min(1, 'Describe your wish.').max(CLARITY_WISH_MAX),
  answers: z
    .array(
      z.object({
        question: z.string().trim().max(CLARITY_QUESTION_MAX),
        answer: z.string().trim().max(CLARITY_ANSWER_MAX),
      }),
    )
    .max(CLARITY_ROUND_MAX)
    .default([]),
});
export type AiClarityBody = z.infer<typeof aiClarityBodySchema>;

/** A wish made concrete, ready to prefill the new-goal form. */
export type AiClarifiedGoal = {
  title: string;
  description: string;
  category: Category;
  targetDate?: string;
  firstSteps: string[];
};
export type AiClarity = { questions: string[] } | { goal: AiClarifiedGoal };

export const TRAVEL_REGIONS = [
  'asia',
  'europe',
  'africa',
  'north-america',
  'south-america',
  'oceania',
  'middle-east',
] as const;
export type TravelRegion = (typeof TRAVEL_REGIONS)[number];

/**
 * A month's feel by typical daytime high: hot 30 °C and above, warm 24-29, mild 17-23, cool 8-16,
 * cold below 8. Coarse on purpose: travellers pick a feel, not a number, and averages hide the
 * spread anyway.
 */
export const TRAVEL_CLIMATES = ['hot', 'warm', 'mild', 'cool', 'cold'] as const;
export type TravelClimate = (typeof TRAVEL_CLIMATES)[number];

/** The closed list of things to do; a free-form tag would never match a user's interest. */
export const TRAVEL_ACTIVITIES = [
  'beach',
  'diving',
  'hiking',
  'skiing',
  'wildlife',
  'nature',
  'food',
  'wine',
  'culture',
  'history',
  'architecture',
  'city',
  'nightlife',
  'shopping',
  'festivals',
  'photography',
  'relaxation',
  'adventure',
] as const;
export type TravelActivity = (typeof TRAVEL_ACTIVITIES)[number];

/** Price levels of a trip, 1 (shoestring) to 4 (luxury). */
export const TRAVEL_COST_MAX = 4;
export const TRAVEL_RESULTS = 5;

/** Body of POST /api/ai/travel: every preference is optional. */
export const aiTravelBodySchema = z.object({
  climate: z.enum(TRAVEL_CLIMATES).optional(),
  budget: z.int().min(1).max(TRAVEL_COST_MAX).optional(),
  tripLength: z.int().min(1).max(365).optional(),
  interests: z.array(z.enum(TRAVEL_ACTIVITIES)).max(TRAVEL_ACTIVITIES.length).optional(),
  month: z.int().min(1).max(12).optional(),
  region: z.enum(TRAVEL_REGIONS).optional(),
});
export type AiTravelBody = z.infer<typeof aiTravelBodySchema>;

/** A destination in the reader's language; `id` names one of the built-in destinations. */
export type AiDestination = {
  id?: string;
  name: string;
  country: string;
  why: string;
  bestMonths: number[];
  costLevel: number;
};
export type AiTravel = { engine: AiEngine; destinations: AiDestination[] };

/** GET /api/ai/status: who answers, and whether it can now. */
export type AiStatus = { engine: AiEngine; model?: string; available: boolean };
