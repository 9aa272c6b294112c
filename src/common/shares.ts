import { z } from 'zod';
import type { CustomCategory } from './custom-categories';
import type { Category } from './goals';
import type { MemoryType } from './memories';

export const SHARE_DEFAULT_EXPIRY_DAYS = 30;
const SHARE_TITLE_MAX = 200;
const SHARE_DESCRIPTION_MAX = 1000;

/** Body of POST /api/bucket-list/:id/share. expiresInDays null: the link never expires. */
export const shareCreateSchema = z.object({
  title: z.string().trim().min(1).max(SHARE_TITLE_MAX),
  description: z.string().trim().max(SHARE_DESCRIPTION_MAX).nullish(),
  expiresInDays: z.union([z.literal(7), z.literal(30), z.null()]).default(SHARE_DEFAULT_EXPIRY_DAYS),
});
export type ShareCreate = z.infer<typeof shareCreateSchema>;

/** The owner's view of a goal's share link. */
export type Share = {
  id: string;
  token: string;
  url: string;
  title: string;
  description: string | null;
  viewCount: number;
  createdAt: string;
  expiresAt: string | null;
};

/** GET /api/shared/:token: these fields and no others reach a visitor. */
export type SharedScrapbook = {
  share: {
    title: string;
    description: string | null;
    viewCount: number;
    createdAt: string;
    expiresAt: string | null;
  };
  wish: {
    title: string;
    description: string | null;
    category: Category;
    imageData: string | null;
    completedAt: string | null;
    /** Milestones done of all the goal's milestones; absent when it has none. */
    progress: { done: number; total: number };
    /** The owner's own category the goal carries besides `category`, or null. */
    customCategory: CustomCategory | null;
  };
  memories: Array<{
    id: string;
    type: MemoryType;
    url: string | null;
    thumbUrl: string | null;
    content: string | null;
    caption: string | null;
    tags: string[];
    createdAt: string;
  }>;
};
