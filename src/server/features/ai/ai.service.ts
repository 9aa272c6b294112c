import type {
  AiClarity,
  AiClarityBody,
  AiIdea,
  AiIdeas,
  AiIdeasBody,
  AiStatus,
  AiTravel,
  AiTravelBody,
} from '../../../common/ai';
import type { Goal } from '../../../common/goals';
import type { Locale } from '../../../common/limits';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../errors';
import { isFeatureOn } from '../../feature-switches';
import type { GoalsService } from '../goals';
import { requirePro } from '../plans';
import { listedByUser, popularCounts, recordAdoption } from './ai.repository';
import { loadIdeas, popular } from './builtin';
import { builtinEngine } from './builtin-engine';
import type { AiEngine } from './engine';
import { modelEngine } from './model-engine';

type AiDeps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

/**
 * AI ideas for Pro members. The model engine answers when one is configured; when it fails, takes
 * too long or answers outside the schema, ideas and travel come from the built-in engine instead
 * (the answer says so), and the clarity coach, whose answer builds on the model's own questions,
 * refuses with AI_GENERATION_FAILED.
 */
export function aiService({ database, config, logger }: AiDeps, goals: GoalsService) {
  const { db } = database;
  const builtin = builtinEngine();
  const engine: AiEngine = config.ai ? modelEngine(config.ai) : builtin;

  const failed = (what: string, error: unknown) =>
    // The error alone: what the user typed stays out of the logs.
    logger.warn({ err: error, engine: engine.kind, model: engine.model }, `AI ${what} failed`);

  /** Runs on the model engine, falling back to the built-in one; answers which engine answered. */
  async function withFallback<T>(what: string, run: (engine: AiEngine) => Promise<T>) {
    if (engine !== builtin) {
      try {
        return { engine: engine.kind, result: await run(engine) };
      } catch (error) {
        failed(what, error);
      }
    }
    return { engine: builtin.kind, result: await run(builtin) };
  }

  return {
    /** 403 AI_DISABLED while the super administrator has AI off, then 403 PRO_REQUIRED for a free user. */
    async allow(userId: string): Promise<void> {
      if (!(await isFeatureOn(db, 'aiEnabled'))) throw new AppError('AI_DISABLED');
      await requirePro(db, userId, 'ai');
    },

    async status(): Promise<AiStatus> {
      return {
        engine: engine.kind,
        ...(engine.model ? { model: engine.model } : {}),
        available: await engine.available(),
      };
    },

    /** `onIdea` hears of each idea as soon as it is known; a fallback starts only if none was. */
    async ideas(
      userId: string,
      body: AiIdeasBody,
      lang: Locale,
      signal?: AbortSignal,
      onIdea?: (idea: AiIdea) => void,
    ): Promise<AiIdeas> {
      // Counted from what people added, which no model knows.
      if (body.mode === 'popular') {
        const found = await popular(await popularCounts(db), lang, body.count);
        const ideas = found.map(({ id, title, description, category }) => ({
          id,
          title,
          description,
          category,
        }));
        for (const idea of ideas) onIdea?.(idea);
        return { engine: builtin.kind, ideas };
      }
      const listed =
        body.mode === 'surprise' ? await listedByUser(db, userId) : { ids: [], titles: [] as string[] };
      const request = {
        mode: body.mode,
        category: body.category,
        count: body.count,
        lang,
        excludeIds: listed.ids,
        excludeTitles: listed.titles,
      };
      const { engine: answered, result } = await withFallback('ideas', (e) =>
        e.ideas(request, signal, onIdea),
      );
      return { engine: answered, ideas: result };
    },

    /** Makes a goal of a catalogue idea in the user's language and notes where it came from. */
    async addIdea(userId: string, ideaId: string, lang: Locale): Promise<Goal> {
      const idea = (await loadIdeas()).find((candidate) => candidate.id === ideaId);
      if (!idea) throw new AppError('NOT_FOUND', 'Idea not found.');
      const { title, description } = idea[lang];
      return goals.create(userId, { title, description, category: idea.category }, (trx) =>
        recordAdoption(trx, idea.id, userId),
      );
    },

    async clarity(body: AiClarityBody, lang: Locale, signal?: AbortSignal): Promise<AiClarity> {
      try {
        return await engine.clarity({ wish: body.wish, answers: body.answers, lang }, signal);
      } catch (error) {
        failed('clarity', error);
        throw new AppError('AI_GENERATION_FAILED');
      }
    },

    async travel(prefs: AiTravelBody, lang: Locale, signal?: AbortSignal): Promise<AiTravel> {
      const { engine: answered, result } = await withFallback('travel', (e) => e.travel(prefs, lang, signal));
      return { engine: answered, destinations: result };
    },
  };
}

export type AiService = ReturnType<typeof aiService>;
