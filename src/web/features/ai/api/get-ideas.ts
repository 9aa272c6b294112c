import type { AiEngine, AiIdea, AiIdeas, AiIdeasBody, AiIdeasStreamLine } from '@common/ai';
import { useMutation } from '@tanstack/react-query';
import { apiLines } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { useRef, useState } from 'react';

/** What the user asked for: the body of POST /api/ai/ideas without its count. */
export type IdeasRequest = Omit<AiIdeasBody, 'count'>;

/**
 * POST /api/ai/ideas, read line by line: a model writes its ideas over seconds, and each is shown
 * as it comes (`arrived`). A POST because each answer spends one of the user's hourly requests.
 */
export function useIdeas() {
  const [arrived, setArrived] = useState<AiIdea[]>([]);
  const latest = useRef<AbortController | undefined>(undefined);

  const mutation = useMutation({
    mutationFn: async (request: IdeasRequest): Promise<AiIdeas> => {
      // A new question replaces the one still streaming: its late ideas must not mix in.
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      setArrived([]);
      const ideas: AiIdea[] = [];
      let engine: AiEngine | undefined;
      await apiLines<AiIdeasStreamLine>(
        '/api/ai/ideas',
        request,
        (line) => {
          if (controller.signal.aborted) return;
          if ('idea' in line) {
            ideas.push(line.idea);
            setArrived([...ideas]);
          } else {
            engine = line.engine;
          }
        },
        controller.signal,
      );
      // Without its closing line the answer was cut off on the way.
      if (!engine) {
        const detail = 'The ideas answer ended early.';
        throw new ApiError({ status: 502, statusText: 'Bad Gateway', detail, code: 'AI_GENERATION_FAILED' });
      }
      return { engine, ideas };
    },
    // Never retried behind the user's back: a retry spends the hourly budget too, and the error
    // state offers its own button.
    retry: false,
  });
  return { ...mutation, arrived };
}
