import { randomInt } from 'node:crypto';
import { clarity, ideasInCategory, matchTravel, surprise } from './builtin';
import type { AiEngine } from './engine';

/** The offline engine over the hand-written catalogue and rules: always there, never slow. */
export function builtinEngine(): AiEngine {
  return {
    kind: 'builtin',
    async ideas(request, _signal, onIdea) {
      const ideas =
        request.mode === 'category' && request.category
          ? await ideasInCategory(request.category, request.lang, request.count)
          : // A fresh draw each time: "surprise me" again should surprise again.
            await surprise(
              request.lang,
              request.count,
              request.excludeIds,
              request.excludeTitles,
              randomInt(2 ** 32 - 1),
            );
      const answer = ideas.map(({ id, title, description, category }) => ({
        id,
        title,
        description,
        category,
      }));
      for (const idea of answer) onIdea?.(idea);
      return answer;
    },
    async clarity(request) {
      return clarity(request.wish, request.answers, request.lang);
    },
    async travel(prefs, lang) {
      const matches = await matchTravel(prefs, lang);
      return matches.map(({ id, name, country, why, bestMonths, costLevel }) => ({
        id,
        name,
        country,
        why,
        bestMonths,
        costLevel,
      }));
    },
    available: async () => true,
  };
}
