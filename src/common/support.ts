import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from './admin';
import type { Plan } from './plans';

/** Support requests: what a person asks the team, and the team's answer. */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_ANSWER_MAX = 5000;
/** How many requests one account may send per rolling hour. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;
/** The newest requests a person sees of their own. */
export const SUPPORT_MY_LIST_MAX = 50;

export const SUPPORT_STATES = ['open', 'answered', 'closed'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/** Where the admin queue lives in the web app (linked from the team's notification mail). */
export const SUPPORT_QUEUE_PATH = '/admin?tab=support';

const MEDIA_ID_MAX = 100;

/** POST /api/support/requests. */
export const supportRequestBodySchema = z.object({
  subject: z.string().trim().min(1).max(SUPPORT_SUBJECT_MAX),
  message: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX),
  /** One of the sender's own uploaded images (POST /api/media). */
  screenshotId: z.string().min(1).max(MEDIA_ID_MAX).nullish(),
});
export type SupportRequestBody = z.infer<typeof supportRequestBodySchema>;

/** POST /api/admin/support/requests/:id/answer. */
export const supportAnswerBodySchema = z.object({
  answer: z.string().trim().min(1).max(SUPPORT_ANSWER_MAX),
});
export type SupportAnswerBody = z.infer<typeof supportAnswerBodySchema>;

/** The admin queue: one state at a time, Pro first, oldest first. */
export const supportQueueQuerySchema = z.object({
  state: z.enum(SUPPORT_STATES).default('open'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type SupportQueueQuery = z.infer<typeof supportQueueQuerySchema>;

/** A request as its sender sees it. */
export type SupportRequest = {
  id: string;
  subject: string;
  message: string;
  state: SupportState;
  /** The team's answer, once there is one (kept when the request is closed or reopened). */
  answer: string | null;
  answeredAt: string | null;
  screenshotId: string | null;
  /** The screenshot and its thumbnail (for the sender and the administrators). */
  screenshotUrl: string | null;
  screenshotThumbUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

export type SupportRequestList = { data: SupportRequest[] };

/** A request in the admin queue: who sent it, and whether they were Pro when they did. */
export type AdminSupportRequest = SupportRequest & {
  pro: boolean;
  user: { id: string; name: string; email: string; plan: Plan };
};

export type SupportQueuePage = { data: AdminSupportRequest[]; count: number; page: number; pageSize: number };
