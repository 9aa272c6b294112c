import { DOCUMENT_MARKDOWN_MAX_BYTES } from '../common/documents';
import { GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from '../common/goals';
import { MEMORY_NOTE_MAX_BYTES } from '../common/memories';
import { MILESTONE_TITLE_MAX } from '../common/milestones';
import { TEMPLATE_MILESTONE_MAX } from '../common/templates';
import type { BodyLimitOf } from './middleware/request-body-limit';

const KB = 1024;

/**
 * Every request body, JSON or not, unless a route below needs more (a support request's 5,000
 * characters stay far below it even with every character escaped).
 */
export const DEFAULT_BODY_LIMIT = 64 * KB;

/**
 * The routes whose bodies may be larger than the default, and why. `null`: the route limits its
 * own body while streaming (uploads, sized by the file type and the user's remaining storage).
 */
const LARGER_BODIES: ReadonlyArray<{ method: string; path: RegExp; maxBytes: number | null }> = [
  // Images and videos (up to the remaining storage): see features/media/media.routes.ts.
  { method: 'POST', path: /^\/api\/media\/?$/, maxBytes: null },
  // Background images (8 MB): see features/backgrounds/backgrounds.routes.ts.
  { method: 'POST', path: /^\/api\/admin\/background-images\/?$/, maxBytes: null },
  // A note's HTML (100 KB in UTF-8) grows when JSON escapes its quotes and control characters.
  { method: 'POST', path: /^\/api\/bucket-list\/[^/]+\/memories\/?$/, maxBytes: MEMORY_NOTE_MAX_BYTES * 2.5 },
  { method: 'PATCH', path: /^\/api\/memories\/[^/]+\/?$/, maxBytes: MEMORY_NOTE_MAX_BYTES * 2.5 },
  // A document's Markdown (100 KB in UTF-8) grows when JSON escapes its quotes and line breaks.
  { method: 'PUT', path: /^\/api\/admin\/documents\/[^/]+\/?$/, maxBytes: DOCUMENT_MARKDOWN_MAX_BYTES * 2.5 },
  // A template's 50 milestone titles and description, every character possibly sent as a \u escape.
  {
    method: 'PATCH',
    path: /^\/api\/templates\/[^/]+\/?$/,
    maxBytes:
      (TEMPLATE_MILESTONE_MAX * MILESTONE_TITLE_MAX + GOAL_DESCRIPTION_MAX + GOAL_TITLE_MAX) * 6 + 4 * KB,
  },
  // Stripe's events are small; an invoice with many lines stays far below this.
  { method: 'POST', path: /^\/api\/billing\/stripe\/webhook\/?$/, maxBytes: 512 * KB },
];

export const bodyLimitOf: BodyLimitOf = (method, path) => {
  const rule = LARGER_BODIES.find((r) => r.method === method && r.path.test(path));
  return rule ? rule.maxBytes : DEFAULT_BODY_LIMIT;
};
