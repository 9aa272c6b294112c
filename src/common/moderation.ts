import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from './admin';
import type { MemoryType } from './memories';

export const REPORT_REASONS = ['spam', 'offensive', 'private', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 500;
export const TAKEDOWN_REASON_MAX = 500;

/** A reader's report of a shared page. */
export const reportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(REPORT_DETAILS_MAX).nullish(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** Why an administrator takes a link down (kept with it, shown in the moderation list). */
export const takedownBodySchema = z.object({ reason: z.string().trim().min(1).max(TAKEDOWN_REASON_MAX) });

const paging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
};

export const MODERATION_FILTERS = ['all', 'reported', 'takenDown'] as const;
export const moderationQuerySchema = z.object({
  filter: z.enum(MODERATION_FILTERS).default('all'),
  ...paging,
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

/** A share link as the moderation list shows it. */
export type ModeratedShare = {
  id: string;
  token: string;
  title: string;
  goalTitle: string;
  owner: { id: string; name: string; email: string };
  createdAt: string;
  expiresAt: string | null;
  revoked: boolean;
  takenDown: { at: string; reason: string | null } | null;
  openReports: number;
  /** The newest open reports, at most five. */
  reports: { reason: ReportReason; details: string | null; createdAt: string }[];
};

export type ModerationPage = { data: ModeratedShare[]; count: number; page: number; pageSize: number };

/** Public memories on their shared pages (`live`), or those an administrator took off (`taken-down`). */
export const MEMORY_MODERATION_STATES = ['live', 'taken-down'] as const;
export type MemoryModerationState = (typeof MEMORY_MODERATION_STATES)[number];
export const memoryModerationQuerySchema = z.object({
  state: z.enum(MEMORY_MODERATION_STATES).default('live'),
  ...paging,
});
export type MemoryModerationQuery = z.infer<typeof memoryModerationQuerySchema>;

/** A public memory as the moderation list shows it. */
export type ModeratedMemory = {
  id: string;
  type: MemoryType;
  caption: string | null;
  /** The start of a note's text. */
  excerpt: string | null;
  /** A small picture administrators can load: a photo's thumbnail or a video's poster. */
  thumbUrl: string | null;
  /** The photo or video itself. */
  fileUrl: string | null;
  goalTitle: string;
  owner: { id: string; name: string; email: string };
  /** The token of the goal's live share link, where the memory shows; null when there is none. */
  shareToken: string | null;
  createdAt: string;
  takenDown: { at: string; reason: string | null } | null;
};

export type MemoryModerationPage = { data: ModeratedMemory[]; count: number; page: number; pageSize: number };
