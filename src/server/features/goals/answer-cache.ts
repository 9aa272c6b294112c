import type { Context } from 'hono';
import type { KeptAnswer } from '../../early-answers';
import { etagHeld } from '../../etag';
import { notModified, REVALIDATE, tagHeaders } from './list-version';

/** A process keeps at most this many bytes of answers per cache. */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * Answers as sent, by their ETag. A tag names the user, the list version the database moves
 * on every write to their goals and media, and what else the answer depends on (the query, the
 * plan), so a stored answer is right for as long as its tag is the current one, in this process
 * and in any other: nothing needs forgetting, and the oldest answers make room for new ones.
 */
export function answerCache(maxBytes = MAX_BYTES) {
  const answers = new Map<string, string>();
  let bytes = 0;
  return {
    get(tag: string): string | undefined {
      const answer = answers.get(tag);
      if (answer !== undefined) {
        // Most recently used last, so eviction takes the least recently used.
        answers.delete(tag);
        answers.set(tag, answer);
      }
      return answer;
    },
    set(tag: string, answer: string): string {
      if (answer.length > maxBytes || answers.has(tag)) return answer;
      answers.set(tag, answer);
      bytes += answer.length;
      for (const [oldest, old] of answers) {
        if (bytes <= maxBytes) break;
        answers.delete(oldest);
        bytes -= old.length;
      }
      return answer;
    },
  };
}

export type AnswerCache = ReturnType<typeof answerCache>;

/**
 * A GET answered by its ETag: 304 when the client holds it, else the answer kept for the tag, else
 * the one `build` makes now (then kept).
 */
export async function answerByTag(
  c: Context,
  answers: AnswerCache,
  tag: string,
  build: () => Promise<unknown>,
) {
  const unchanged = notModified(c, tag);
  if (unchanged) return unchanged;
  const body = answers.get(tag) ?? answers.set(tag, JSON.stringify(await build()));
  // Tagged only once the answer is there, so an error on the way carries no tag.
  return c.body(body, 200, { 'Content-Type': 'application/json', ...tagHeaders(c, tag) });
}

/**
 * The answer `answerByTag` would send for this tag, when it needs nothing but what is kept: a 304
 * for a client holding the tag, else the kept body. Undefined when the body is not kept (then only
 * the full route can build it).
 */
export function keptAnswerByTag(
  answers: AnswerCache,
  tag: string,
  ifNoneMatch: string | undefined,
): KeptAnswer | undefined {
  if (etagHeld(ifNoneMatch, tag)) {
    return { status: 304, headers: ['ETag', tag, 'Cache-Control', REVALIDATE], body: null };
  }
  const body = answers.get(tag);
  if (body === undefined) return undefined;
  const headers = ['Content-Type', 'application/json', 'ETag', tag, 'Cache-Control', REVALIDATE];
  return { status: 200, headers, body };
}
