import type { Category } from '../../../../common/goals';
import type { Locale } from '../../../../common/limits';
import { loadIdeas } from './catalogue';
import { type Rng, seededRng, shuffled } from './random';
import type { Idea } from './schema';

/** An idea in one language, ready to prefill the new-goal form. */
export interface IdeaView {
  id: string;
  category: Category;
  title: string;
  description: string;
}

/** Below this many adds an idea is not "popular", and a tiny count could point at one person's list. */
export const POPULAR_MIN_COUNT = 5;

/** One screen of suggestions; also caps what a caller can make us build. */
export const IDEAS_MAX_COUNT = 50;

const view = (idea: Idea, lang: Locale): IdeaView => ({
  id: idea.id,
  category: idea.category,
  title: idea[lang].title,
  description: idea[lang].description,
});

const clampCount = (count: number) =>
  Number.isFinite(count) ? Math.max(0, Math.min(IDEAS_MAX_COUNT, Math.floor(count))) : 0;

/** Titles compare case-blind and space-blind, the way a person would call two titles the same. */
export const normalizeTitle = (title: string) =>
  title.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Ideas of one category in catalogue order, which is the order we wrote them in: best-known first. */
export async function ideasInCategory(
  category: Category,
  lang: Locale,
  count: number,
  excludeIds: Iterable<string> = [],
): Promise<IdeaView[]> {
  const excluded = new Set(excludeIds);
  const ideas = await loadIdeas();
  return ideas
    .filter((idea) => idea.category === category && !excluded.has(idea.id))
    .slice(0, clampCount(count))
    .map((idea) => view(idea, lang));
}

/**
 * Random ideas the user does not have yet. An idea counts as had when its catalogue id is on the
 * list or when a goal carries its title in either language, since a goal added from the Thai
 * catalogue and later viewed in English is still the same goal. The picks take one idea per
 * category before a second from any, so a handful of ideas is not five finance chores.
 */
export async function surprise(
  lang: Locale,
  count: number,
  excludeIds: Iterable<string>,
  excludeTitles: Iterable<string>,
  seed: number | string | Rng,
): Promise<IdeaView[]> {
  const ids = new Set(excludeIds);
  const titles = new Set([...excludeTitles].map(normalizeTitle));
  const rng = typeof seed === 'function' ? seed : seededRng(seed);
  const ideas = await loadIdeas();
  const open = ideas.filter(
    (idea) =>
      !ids.has(idea.id) &&
      !titles.has(normalizeTitle(idea.en.title)) &&
      !titles.has(normalizeTitle(idea.th.title)),
  );
  const rounds = new Map<Category, number>();
  const ranked = shuffled(open, rng).map((idea, order) => {
    const round = rounds.get(idea.category) ?? 0;
    rounds.set(idea.category, round + 1);
    return { idea, round, order };
  });
  ranked.sort((a, b) => a.round - b.round || a.order - b.order);
  return ranked.slice(0, clampCount(count)).map(({ idea }) => view(idea, lang));
}

/**
 * The ideas most often added, from counts the caller gathered (catalogue id -> number of goals).
 * Ties go to the id so the list does not reshuffle between requests.
 */
export async function popular(
  counts: ReadonlyMap<string, number>,
  lang: Locale,
  count: number,
): Promise<Array<IdeaView & { count: number }>> {
  const ideas = await loadIdeas();
  return ideas
    .map((idea) => ({ idea, count: counts.get(idea.id) ?? 0 }))
    .filter((entry) => entry.count >= POPULAR_MIN_COUNT)
    .sort((a, b) => b.count - a.count || (a.idea.id < b.idea.id ? -1 : a.idea.id > b.idea.id ? 1 : 0))
    .slice(0, clampCount(count))
    .map((entry) => ({ ...view(entry.idea, lang), count: entry.count }));
}
