import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from './admin';

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

export const MODERATION_FILTERS = ['all', 'reported', 'takenDown'] as const;
export const moderationQuerySchema = z.object({
  filter: z.enum(MODERATION_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
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
