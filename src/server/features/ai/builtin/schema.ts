import { z } from 'zod';
import { TRAVEL_ACTIVITIES, TRAVEL_CLIMATES, TRAVEL_REGIONS } from '../../../../common/ai';
import { CATEGORIES, GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from '../../../../common/goals';

/**
 * The shape of the built-in engine's data files. They are checked once on first use, so a typo in
 * a hand-edited entry fails loudly in the tests instead of surfacing as an odd suggestion.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use a kebab-case id.');

export const ideaSchema = z.strictObject({
  id: slug,
  category: z.enum(CATEGORIES),
  // Ideas become goals as they are, so they obey the goal limits.
  en: z.strictObject({ title: text(GOAL_TITLE_MAX), description: text(GOAL_DESCRIPTION_MAX) }),
  th: z.strictObject({ title: text(GOAL_TITLE_MAX), description: text(GOAL_DESCRIPTION_MAX) }),
});
export type Idea = z.infer<typeof ideaSchema>;

const month = z.int().min(1).max(12);
const months = z
  .array(month)
  .max(12)
  .refine((list) => new Set(list).size === list.length, 'A month is listed twice.');

export const destinationSchema = z
  .strictObject({
    id: slug,
    name: z.strictObject({ en: text(100), th: text(100) }),
    country: z.string().regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 code.'),
    region: z.enum(TRAVEL_REGIONS),
    climate: z.array(z.enum(TRAVEL_CLIMATES)).length(12),
    // Months of a distinct rainy season (none where it rains all year); kept apart from the temperature so "warm" stays one word to match on.
    wetMonths: months,
    bestMonths: months.min(1),
    costLevel: z.int().min(1).max(4),
    tripDays: z.strictObject({ min: z.int().min(1).max(60), max: z.int().min(1).max(60) }),
    activities: z.array(z.enum(TRAVEL_ACTIVITIES)).min(1),
    why: z.strictObject({ en: text(300), th: text(300) }),
  })
  .refine((d) => d.tripDays.min <= d.tripDays.max, 'tripDays.min is above tripDays.max.');
export type Destination = z.infer<typeof destinationSchema>;

const uniqueBy =
  <T>(key: (item: T) => string) =>
  (list: T[]) =>
    new Set(list.map((item) => key(item).toLocaleLowerCase())).size === list.length;

export const ideasFileSchema = z
  .array(ideaSchema)
  .refine(
    uniqueBy<Idea>((idea) => idea.id),
    'Idea ids must be unique.',
  )
  .refine(
    uniqueBy<Idea>((idea) => idea.en.title),
    'English idea titles must be unique.',
  )
  .refine(
    uniqueBy<Idea>((idea) => idea.th.title),
    'Thai idea titles must be unique.',
  );

export const destinationsFileSchema = z.array(destinationSchema).refine(
  uniqueBy<Destination>((d) => d.id),
  'Destination ids must be unique.',
);
