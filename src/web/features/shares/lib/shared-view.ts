import type { SharedScrapbook } from '@common/shares';
import { formatDate } from '@web/lib/format-date';

/** The local day of an instant, or null when there is none (or it is not a date). */
export function formatShareDate(
  instant: string | null | undefined,
  language: string | undefined,
): string | null {
  return formatDate(instant, language);
}

export type SharedScrapbookView = {
  title: string;
  description: string | null;
  /** The wish's completion day, or null: the page then says "Recently". */
  completedOn: string | null;
  viewCount: number;
  category: SharedScrapbook['wish']['category'];
  /** The owner's own category of the wish, shown beside the built-in one. */
  customCategory: SharedScrapbook['wish']['customCategory'];
  sharedOn: string | null;
  expiresOn: string | null;
  wish: {
    title: string;
    description: string | null;
    imageUrl: string | null;
    /** Milestones done of all, or null when the goal has none. */
    progress: { done: number; total: number } | null;
  };
  memories: SharedScrapbook['memories'];
};

/** What the shared page shows, formatted for a language; blank texts count as absent. */
export function sharedScrapbookView(
  data: SharedScrapbook,
  language: string | undefined,
): SharedScrapbookView {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    title: text(data.share.title) ?? data.wish.title,
    description: text(data.share.description),
    completedOn: formatShareDate(data.wish.completedAt, language),
    viewCount: Math.max(0, Math.trunc(data.share.viewCount || 0)),
    category: data.wish.category,
    customCategory: data.wish.customCategory ?? null,
    sharedOn: formatShareDate(data.share.createdAt, language),
    expiresOn: formatShareDate(data.share.expiresAt, language),
    wish: {
      title: data.wish.title,
      description: text(data.wish.description),
      imageUrl: text(data.wish.imageData),
      progress: data.wish.progress?.total ? data.wish.progress : null,
    },
    memories: data.memories,
  };
}
