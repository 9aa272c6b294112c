import { z } from 'zod';
import type { AiIdea } from '../../../common/ai';
import {
  AI_IDEAS_COUNT_MAX,
  CLARITY_FIRST_STEPS_MAX,
  CLARITY_QUESTION_MAX,
  CLARITY_QUESTIONS_MAX,
  TRAVEL_COST_MAX,
  TRAVEL_RESULTS,
} from '../../../common/ai';
import { CATEGORIES, DATE_YEAR_MIN, GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from '../../../common/goals';
import type { Locale } from '../../../common/limits';
import type { AiModelConfig } from '../../config';
import type { AiEngine } from './engine';
import { modelSdkLoader } from './model-sdk';

/** How long one answer may take; past it a person has given up waiting. */
export const AI_TIMEOUT_MS = 20_000;
/** The status check asks the endpoint for its models; a live server answers that at once. */
const PROBE_TIMEOUT_MS = 3_000;
/** A status is kept this long, so a screen that polls it does not poll the model's server. */
const PROBE_KEEP_MS = 30_000;
/** Titles of the user's goals sent along to be avoided; enough to steer, not a novel of a prompt. */
const EXCLUDE_TITLES_MAX = 100;

const LANGUAGE: Record<Locale, string> = { en: 'English', th: 'Thai' };

// The answers' shapes, in what strict structured outputs accept: every field required (null where
// there may be nothing), no string lengths (OpenAI refuses minLength and maxLength); a text too
// long is cut below instead of failing a whole answer over one wordy description.
const ideaAnswer = z.object({ title: z.string(), description: z.string(), category: z.enum(CATEGORIES) });
const ideasAnswer = z.object({ ideas: z.array(ideaAnswer).min(1).max(AI_IDEAS_COUNT_MAX) });

const clarityAnswer = z.object({
  questions: z.array(z.string()).max(CLARITY_QUESTIONS_MAX),
  goal: z
    .object({
      title: z.string(),
      description: z.string(),
      category: z.enum(CATEGORIES),
      targetDate: z.iso.date().nullable(),
      firstSteps: z.array(z.string()).max(CLARITY_FIRST_STEPS_MAX),
    })
    .nullable(),
});

const travelAnswer = z.object({
  destinations: z
    .array(
      z.object({
        name: z.string(),
        country: z.string(),
        why: z.string(),
        bestMonths: z.array(z.int().min(1).max(12)).min(1).max(12),
        costLevel: z.int().min(1).max(TRAVEL_COST_MAX),
      }),
    )
    .min(1)
    .max(TRAVEL_RESULTS),
});

/** Trimmed and cut to the limit the text will meet (a goal's title, a question's length). */
function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

const sameTitle = (title: string) => title.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Any OpenAI-compatible chat endpoint (Ollama, vLLM, llama.cpp's server, OpenAI) through the AI
 * SDK's provider object: a bare model string would send the prompt to Vercel's hosted gateway.
 * Answers come as JSON checked against the schemas above; whatever throws (the endpoint, the
 * timeout, an answer that does not fit) is the caller's to handle, which falls back or refuses.
 */
export function modelEngine(config: AiModelConfig): AiEngine {
  const loadSdk = modelSdkLoader(config, 'someday-ai');
  const timeoutMs = config.timeoutMs ?? AI_TIMEOUT_MS;

  async function ask<T>(schema: z.ZodType<T>, system: string, prompt: string, signal?: AbortSignal) {
    const { model, generateText, Output } = await loadSdk();
    const timeout = AbortSignal.timeout(timeoutMs);
    const { output } = await generateText({
      model,
      output: Output.object({ schema }),
      system,
      prompt,
      // One try: a retry would double the wait of someone already watching a spinner.
      maxRetries: 0,
      abortSignal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    return output;
  }

  /**
   * The ideas answer, streamed: an idea is handed to `onIdea` once the model has begun the next one
   * (so it is whole) and it fits the schema; the rest when the answer is complete and checked.
   * Throws when nothing usable came; after some ideas, a failure just ends the list there.
   */
  async function streamIdeas(
    system: string,
    prompt: string,
    signal: AbortSignal | undefined,
    onIdea: (idea: z.infer<typeof ideaAnswer>) => void,
  ) {
    const { model, streamText, Output } = await loadSdk();
    const timeout = AbortSignal.timeout(timeoutMs);
    let failure: unknown;
    const result = streamText({
      model,
      output: Output.object({ schema: ideasAnswer }),
      system,
      prompt,
      maxRetries: 0,
      abortSignal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      onError: ({ error }) => {
        failure = error;
      },
    });
    let handed = 0;
    const handOn = (candidates: readonly unknown[], upTo: number) => {
      for (; handed < upTo; handed++) {
        const idea = ideaAnswer.safeParse(candidates[handed]);
        if (idea.success) onIdea(idea.data);
      }
    };
    try {
      for await (const partial of result.partialOutputStream) {
        const ideas = (partial as { ideas?: unknown[] }).ideas ?? [];
        handOn(ideas, ideas.length - 1);
      }
      if (failure) throw failure;
      const output = await result.output;
      handOn(output.ideas, output.ideas.length);
    } catch (error) {
      if (handed === 0) throw error;
    }
  }

  const instructions = (lang: Locale) =>
    `You help people plan their bucket list in the Someday app. Write every text in ${LANGUAGE[lang]}. ` +
    'Answer with JSON only, exactly in the requested shape. ' +
    `Categories: ${CATEGORIES.join(', ')}.`;

  let probe: { at: number; result: Promise<boolean> } | undefined;

  return {
    kind: 'model',
    model: config.model,

    async ideas(request, signal, onIdea) {
      const avoid = request.excludeTitles.slice(0, EXCLUDE_TITLES_MAX);
      const what =
        request.mode === 'category'
          ? `${request.count} well-known bucket-list ideas in the category ${request.category}.`
          : `${request.count} varied, surprising bucket-list ideas across different categories.`;
      const prompt = [
        `Suggest ${what}`,
        'Each idea: a short title as a list item reads ("See the northern lights"), one or two sentences of description, and its category.',
        avoid.length
          ? `The person already has these on their list; suggest none of them:\n- ${avoid.join('\n- ')}`
          : '',
        'Shape: {"ideas": [{"title": string, "description": string, "category": string}]}',
      ]
        .filter(Boolean)
        .join('\n\n');
      // Titles already listed, and those suggested in this answer: the same idea twice is noise.
      const had = new Set(request.excludeTitles.map(sameTitle));
      const ideas: AiIdea[] = [];
      await streamIdeas(instructions(request.lang), prompt, signal, (answer) => {
        const idea = {
          title: clip(answer.title, GOAL_TITLE_MAX),
          description: clip(answer.description, GOAL_DESCRIPTION_MAX),
          category: answer.category,
        };
        if (idea.title === '' || ideas.length >= request.count || had.has(sameTitle(idea.title))) return;
        if (request.mode === 'category' && idea.category !== request.category) return;
        had.add(sameTitle(idea.title));
        ideas.push(idea);
        onIdea?.(idea);
      });
      if (ideas.length === 0) throw new Error('The model suggested nothing new.');
      return ideas;
    },

    async clarity(request, signal) {
      const firstRound = request.answers.length === 0;
      const today = new Date().toISOString().slice(0, 10);
      const prompt = [
        `Today is ${today}. A person wrote down this wish: "${request.wish}"`,
        ...request.answers.filter((a) => a.answer).map((a) => `Q: ${a.question}\nA: ${a.answer}`),
        firstRound
          ? `If the wish leaves open what exactly, by when, how they will know it is done, or a first step, ask at most ${CLARITY_QUESTIONS_MAX} short questions about what is missing and set goal to null. If it is already clear, leave questions empty and write the goal.`
          : 'They answered your questions. Leave questions empty and write the goal now, from what you know.',
        'The goal: a short title as a list item reads, a description of what done looks like, its category, ' +
          `targetDate as YYYY-MM-DD if a date was given (else null), and up to ${CLARITY_FIRST_STEPS_MAX} small first steps.`,
        'Shape: {"questions": [string], "goal": null | {"title": string, "description": string, "category": string, "targetDate": string | null, "firstSteps": [string]}}',
      ].join('\n\n');
      const answer = await ask(clarityAnswer, instructions(request.lang), prompt, signal);
      const title = answer.goal ? clip(answer.goal.title, GOAL_TITLE_MAX) : '';
      if (answer.goal && title) {
        const { targetDate, category } = answer.goal;
        const goal = {
          title,
          description: clip(answer.goal.description, GOAL_DESCRIPTION_MAX),
          category,
          firstSteps: answer.goal.firstSteps.map((step) => clip(step, GOAL_TITLE_MAX)).filter(Boolean),
        };
        const usable = targetDate !== null && Number(targetDate.slice(0, 4)) >= DATE_YEAR_MIN;
        return { goal: usable ? { ...goal, targetDate } : goal };
      }
      const questions = answer.questions.map((q) => clip(q, CLARITY_QUESTION_MAX)).filter(Boolean);
      // A coach that keeps asking is one people stop answering: after a round, a goal or nothing.
      if (firstRound && questions.length > 0) return { questions };
      throw new Error('The model neither asked nor wrote a goal.');
    },

    async travel(prefs, lang, signal) {
      const wishes = [
        prefs.climate && `climate: ${prefs.climate}`,
        prefs.budget && `budget level ${prefs.budget} of ${TRAVEL_COST_MAX} (1 shoestring, 4 luxury)`,
        prefs.tripLength && `trip of ${prefs.tripLength} days`,
        prefs.interests?.length && `interests: ${prefs.interests.join(', ')}`,
        prefs.month && `travelling in month ${prefs.month}`,
        prefs.region && `region: ${prefs.region}`,
      ].filter(Boolean);
      const prompt = [
        `Suggest the ${TRAVEL_RESULTS} best travel destinations for: ${wishes.length ? wishes.join('; ') : 'no stated preferences'}.`,
        `Each: the place's name, its country's name, why it fits (one sentence), its best months (1-12) and its cost level (1-${TRAVEL_COST_MAX}).`,
        'Shape: {"destinations": [{"name": string, "country": string, "why": string, "bestMonths": [number], "costLevel": number}]}',
      ].join('\n\n');
      const answer = await ask(travelAnswer, instructions(lang), prompt, signal);
      const destinations = answer.destinations
        .map((d) => ({
          name: clip(d.name, 100),
          country: clip(d.country, 100),
          why: clip(d.why, 300),
          bestMonths: [...new Set(d.bestMonths)].sort((a, b) => a - b),
          costLevel: d.costLevel,
        }))
        .filter((d) => d.name !== '');
      if (destinations.length === 0) throw new Error('The model named no destination.');
      return destinations;
    },

    available() {
      const now = Date.now();
      if (!probe || now - probe.at > PROBE_KEEP_MS) {
        const headers: Record<string, string> = config.apiKey
          ? { authorization: `Bearer ${config.apiKey}` }
          : {};
        const result = fetch(`${config.baseUrl}/models`, {
          headers,
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        }).then(
          async (res) => {
            await res.body?.cancel();
            return res.ok;
          },
          () => false,
        );
        probe = { at: now, result };
      }
      return probe.result;
    },
  };
}
