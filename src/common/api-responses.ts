import { z } from 'zod';
import type {
  AdminCheck,
  AdminGoal,
  AdminGoalPage,
  AdminStats,
  AdminUser,
  AdminUserPage,
  AuditLogPage,
} from './admin';
import { AI_ENGINES, type AiClarity, type AiIdeas, type AiStatus, type AiTravel } from './ai';
import type { ActiveBackground, BackgroundImageList } from './background-images';
import type { BillingStatus } from './billing';
import type { CalendarEntries, CalendarFeed, CalendarFeedState } from './calendar';
import {
  type GoalMembers,
  INVITATION_STATES,
  type InvitationAccepted,
  type InvitationPreview,
  MEMBER_ROLES,
} from './collaboration';
import {
  CATEGORY_COLOR_NAMES,
  CATEGORY_ICON_NAMES,
  type CustomCategory,
  type CustomCategoryList,
} from './custom-categories';
import type { FeatureSwitches } from './feature-switches';
import { CATEGORIES, GOAL_STATUSES, type Goal, type GoalPage, type Usage } from './goals';
import type { ImageLibraryPage } from './image-library';
import {
  categoryInsightSchema,
  type Insights,
  insightTotalsSchema,
  monthCountSchema,
  staleGoalSchema,
  upcomingGoalSchema,
} from './insights';
import type { Media } from './media';
import { MEMORY_TYPES, type Memory } from './memories';
import type { Milestone, MilestoneList } from './milestones';
import { type MemoryModerationPage, type ModerationPage, REPORT_REASONS } from './moderation';
import { type Entitlements, PLAN_FEATURES, PLANS, type PlanFeature } from './plans';
import {
  type GoalReminders,
  REMINDER_DAYS_BEFORE,
  type ReminderPassResult,
  type ReminderSettings,
} from './reminders';
import { ROLES } from './roles';
import type { AppMeta } from './schemas';
import type { Share, SharedScrapbook } from './shares';
import type { PublicSiteSettings, SiteSettings } from './site-settings';
import {
  type AdminSupportRequest,
  SUPPORT_STATES,
  type SupportQueuePage,
  type SupportRequest,
  type SupportRequestList,
} from './support';
import type { Template, TemplateList } from './templates';
import { TRANSLATION_ENGINES, type Translation, type TranslationStatus } from './translate';

/**
 * What our routes answer, for the OpenAPI document. The answers are built as TypeScript types,
 * so each schema here is checked against its type at compile time (ResponseSchemasMatch below;
 * the server-side shapes in tests/api/openapi.test.ts): a field added to a type and not here,
 * or the other way round, fails the type check.
 */

const isoDateTime = z.iso.datetime();
const nullableText = z.string().nullable();

export const customCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.enum(CATEGORY_ICON_NAMES).describe('An icon of the app’s icon set (lucide), by name.'),
  color: z.enum(CATEGORY_COLOR_NAMES).describe('A colour of the app’s palette, by name.'),
});

export const customCategoryListSchema = z.object({
  categories: z.array(customCategorySchema),
  limit: z.number().int().describe('How many categories of their own a member may keep.'),
});

const goalPersonSchema = z.object({ id: z.string(), name: z.string() });
const goalMemberSchema = goalPersonSchema.extend({ role: z.enum(['owner', ...MEMBER_ROLES]) });

export const goalMembersSchema = z.object({
  members: z.array(goalMemberSchema),
  invitations: z
    .array(
      z.object({
        id: z.string(),
        email: z.string(),
        role: z.enum(MEMBER_ROLES),
        createdAt: isoDateTime,
        expiresAt: isoDateTime,
      }),
    )
    .describe('Invitations not yet accepted; only the owner sees them.'),
});

export const invitationPreviewSchema = z.object({
  state: z.enum(INVITATION_STATES),
  goalTitle: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  expiresAt: isoDateTime,
});

export const invitationAcceptedSchema = z.object({ goalId: z.string(), role: z.enum(MEMBER_ROLES) });

export const goalSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableText,
  category: z.enum(CATEGORIES),
  imageId: nullableText,
  imageUrl: nullableText,
  thumbUrl: nullableText,
  targetDate: z.iso.date().nullable(),
  status: z.enum(GOAL_STATUSES),
  completedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  progress: z
    .object({ done: z.number().int(), total: z.number().int() })
    .describe('Its milestones done of all its milestones; 0 of 0 without any.'),
  customCategory: customCategorySchema
    .nullable()
    .describe('The owner’s own category it carries besides `category`, or null.'),
  role: z.enum(['owner', ...MEMBER_ROLES]).describe('The viewer’s part in the goal.'),
  sharedBy: goalPersonSchema.nullable().describe('The owner, on a goal someone shared with the viewer.'),
  members: z
    .array(goalMemberSchema)
    .describe('Everyone on a shared goal, owner first; empty while it is shared with nobody.'),
});

export const goalPageSchema = z.object({
  items: z.array(goalSchema),
  nextCursor: nullableText.describe('Pass as ?cursor= for the next page; null on the last page.'),
});

const planSchema = z.enum(PLANS);
const planSourceSchema = z.enum(['purchase', 'admin', 'demo']).nullable();

export const entitlementsSchema = z.object({
  plan: planSchema,
  goalLimit: z.number().int().nullable(),
  storageLimit: z.number().int(),
  ...(Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, z.boolean()])) as Record<
    PlanFeature,
    z.ZodBoolean
  >),
});

export const usageSchema = z.object({
  plan: planSchema,
  planSource: planSourceSchema,
  proUntil: isoDateTime.nullable(),
  goalCount: z.number().int(),
  completedCount: z.number().int(),
  goalLimit: z.number().int().nullable(),
  storageBytes: z.number().int(),
  storageLimit: z.number().int().nullable(),
  entitlements: entitlementsSchema,
});

export const adminCheckSchema = z.object({
  success: z.literal(true),
  data: z.object({
    isAdmin: z.boolean(),
    hasAccess: z.boolean(),
    user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) }),
  }),
});

const healthStatus = z.enum(['ok', 'failing', 'off']);
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalGoals: z.number().int(),
  completedGoals: z.number().int(),
  premiumUsers: z.number().int(),
  activeThisWeek: z.number().int(),
  conversionRate: z.number().describe('Share of users on Pro, in percent.'),
  trends: z.array(z.object({ date: z.string(), created: z.number().int(), completed: z.number().int() })),
  byCategory: z.array(z.object({ category: z.enum(CATEGORIES), count: z.number().int() })),
  health: z.object({
    status: z.enum(['ok', 'degraded']),
    checks: z.array(z.object({ name: z.string(), status: healthStatus, ms: z.number().nullable() })),
  }),
  countedAt: isoDateTime,
});

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  plan: planSchema,
  planSource: planSourceSchema,
  proUntil: isoDateTime.nullable(),
  suspended: z.boolean(),
  suspendedReason: nullableText,
  suspendedUntil: isoDateTime.nullable(),
  goalCount: z.number().int(),
  createdAt: isoDateTime,
});

export const adminUserPageSchema = z.object({
  data: z.array(adminUserSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminGoalSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(CATEGORIES),
  status: z.enum(GOAL_STATUSES),
  completedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});

export const adminGoalPageSchema = z.object({
  data: z.array(adminGoalSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const auditRecordSchema = z.object({
  id: z.string(),
  createdAt: isoDateTime,
  action: z.string(),
  actor: z.object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() }),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
});

export const auditLogPageSchema = z.object({
  data: z.array(auditRecordSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const featureSwitchesSchema = z.object({
  registrationOpen: z.boolean(),
  sharingEnabled: z.boolean(),
  aiEnabled: z.boolean(),
});

export const moderationPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      token: z.string(),
      title: z.string(),
      goalTitle: z.string(),
      owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      createdAt: isoDateTime,
      expiresAt: isoDateTime.nullable(),
      revoked: z.boolean(),
      takenDown: z.object({ at: isoDateTime, reason: z.string().nullable() }).nullable(),
      openReports: z.number().int(),
      reports: z.array(
        z.object({ reason: z.enum(REPORT_REASONS), details: z.string().nullable(), createdAt: isoDateTime }),
      ),
    }),
  ),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const imageLibraryPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['image', 'video']),
      mime: z.string(),
      bytes: z.number().int(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      createdAt: isoDateTime,
      url: z.string(),
      thumbUrl: nullableText,
      owner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
      usedBy: z.array(
        z.discriminatedUnion('type', [
          z.object({ type: z.literal('goalImage'), goalId: z.string(), goalTitle: z.string() }),
          z.object({
            type: z.literal('memory'),
            memoryId: z.string(),
            goalId: z.string(),
            goalTitle: z.string(),
          }),
          z.object({ type: z.literal('avatar') }),
        ]),
      ),
    }),
  ),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalBytes: z.number().int().describe('The bytes of every matching file, not only this page’s.'),
});

export const memoryModerationPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.enum(MEMORY_TYPES),
      caption: nullableText,
      excerpt: nullableText,
      thumbUrl: nullableText,
      fileUrl: nullableText,
      goalTitle: z.string(),
      owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      shareToken: nullableText,
      createdAt: isoDateTime,
      takenDown: z.object({ at: isoDateTime, reason: z.string().nullable() }).nullable(),
    }),
  ),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const siteSettingsSchema = z.object({
  learnMoreVideoUrl: z.string().nullable().describe('A privacy-enhanced YouTube embed address, or null.'),
});

export const publicSiteSettingsSchema = siteSettingsSchema.extend({ features: featureSwitchesSchema });

export const memorySchema = z.object({
  id: z.string(),
  type: z.enum(MEMORY_TYPES),
  mediaId: nullableText,
  url: nullableText,
  thumbUrl: nullableText,
  content: nullableText.describe('A note’s sanitised HTML; null for a photo or video.'),
  caption: nullableText,
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  createdAt: isoDateTime,
  addedBy: z.object({ id: z.string(), name: z.string() }).describe('Who added it.'),
});

export const milestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  done: z.boolean(),
  doneAt: isoDateTime.nullable(),
  dueDate: z.iso.date().nullable(),
});

export const milestoneListSchema = z.object({ milestones: z.array(milestoneSchema) });

export const templateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableText,
  category: z.enum(CATEGORIES),
  imageId: nullableText,
  imageUrl: nullableText,
  thumbUrl: nullableText,
  milestoneTitles: z.array(z.string()).describe('The milestones a goal started from it gets, in order.'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export const templateListSchema = z.object({ templates: z.array(templateSchema) });

const reminderDaysBeforeSchema = z.array(z.literal(REMINDER_DAYS_BEFORE));

export const reminderSettingsSchema = z.object({
  enabled: z.boolean().describe('The master switch: off, no reminder or digest is mailed.'),
  timeZone: z.string().describe('IANA time zone; reminders go out at 09:00 there.'),
  defaultDaysBefore: reminderDaysBeforeSchema,
  defaultOnTheDay: z.boolean(),
  weeklyDigest: z.boolean().describe('A Monday 09:00 mail listing the goals due this month.'),
});

export const goalRemindersSchema = z.object({
  daysBefore: reminderDaysBeforeSchema,
  onTheDay: z.boolean(),
  followsDefault: z.boolean().describe('The goal has no choice of its own and follows the default.'),
});

export const reminderPassResultSchema = z.object({ sent: z.number().int(), skipped: z.number().int() });

export const unsubscribeResultSchema = z.object({ enabled: z.literal(false) });

export const shareSchema = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string(),
  title: z.string(),
  description: nullableText,
  viewCount: z.number().int(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime.nullable(),
});

export const sharedScrapbookSchema = z.object({
  share: shareSchema.pick({
    title: true,
    description: true,
    viewCount: true,
    createdAt: true,
    expiresAt: true,
  }),
  wish: z.object({
    title: z.string(),
    description: nullableText,
    category: z.enum(CATEGORIES),
    imageData: nullableText,
    completedAt: isoDateTime.nullable(),
    progress: goalSchema.shape.progress,
    customCategory: goalSchema.shape.customCategory,
  }),
  memories: z.array(memorySchema.omit({ mediaId: true, isPublic: true, addedBy: true })),
});

export const mediaSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbUrl: nullableText,
  createdAt: isoDateTime,
});

export const billingStatusSchema = z.object({
  provider: z.enum(['demo', 'stripe', 'none']),
  priceUsd: z.number(),
  plan: planSchema,
  planSource: planSourceSchema,
  proUntil: isoDateTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  hasPortal: z.boolean(),
  refundableUntil: isoDateTime.nullable(),
});

export const redirectUrlSchema = z.object({ url: z.string().describe('Where to send the browser next.') });

export const metaSchema = z.object({
  mode: z.enum(['demo', 'production']),
  socialProviders: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const healthSchema = z.object({ status: z.enum(['ok', 'shutting-down']) });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  image: nullableText,
  locale: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export const sessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: isoDateTime,
  ipAddress: nullableText,
  userAgent: nullableText,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export const mailboxSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      links: z.array(z.string()),
      createdAt: isoDateTime,
    }),
  ),
});

const backgroundImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  previewUrl: z.string(),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  altEn: z.string(),
  altTh: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  createdAt: isoDateTime,
});

export const backgroundImageListSchema = z.object({ data: z.array(backgroundImageSchema) });

export const activeBackgroundSchema = z.object({
  image: z
    .object({
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      alt: z.object({ en: z.string(), th: z.string() }),
    })
    .nullable()
    .describe('null: the landing page keeps its own look.'),
});

const aiEngineSchema = z.enum(AI_ENGINES);

export const aiStatusSchema = z.object({
  engine: aiEngineSchema,
  model: z.string().optional().describe('The model engine’s model.'),
  available: z.boolean(),
});

export const aiIdeasSchema = z.object({
  engine: aiEngineSchema.describe('builtin also when the model failed and the catalogue answered instead.'),
  ideas: z.array(
    z.object({
      id: z.string().optional().describe('A catalogue idea’s id, for POST /api/ai/ideas/{ideaId}/add.'),
      title: z.string(),
      description: z.string(),
      category: z.enum(CATEGORIES),
    }),
  ),
});

export const aiClaritySchema = z.union([
  z.object({ questions: z.array(z.string()).describe('Ask these, then send the answers back.') }),
  z.object({
    goal: z.object({
      title: z.string(),
      description: z.string(),
      category: z.enum(CATEGORIES),
      targetDate: z.iso.date().optional(),
      firstSteps: z.array(z.string()),
    }),
  }),
]);

export const aiTravelSchema = z.object({
  engine: aiEngineSchema,
  destinations: z.array(
    z.object({
      id: z.string().optional(),
      name: z.string(),
      country: z.string(),
      why: z.string(),
      bestMonths: z.array(z.number().int()),
      costLevel: z.number().int().describe('1 (shoestring) to 4 (luxury).'),
    }),
  ),
});

export const calendarEntriesSchema = z.object({
  entries: z.array(
    z.object({
      kind: z.enum(['goal', 'milestone']),
      date: z.iso.date(),
      goalId: z.string(),
      goalTitle: z.string(),
      title: z.string(),
      milestoneId: z.string().nullable(),
      done: z.boolean(),
    }),
  ),
});

export const calendarFeedStateSchema = z.object({
  enabled: z.boolean(),
  createdAt: isoDateTime.nullable(),
});

export const calendarFeedSchema = z.object({
  url: z.string().describe('The private feed address; keep it secret.'),
  createdAt: isoDateTime,
});

export const insightsSchema = z.object({
  completedPerMonth: z.array(monthCountSchema).describe('The last 12 months (UTC), oldest first.'),
  byCategory: z.array(categoryInsightSchema),
  averageDaysToComplete: z.number().nullable(),
  streakMonths: z.number().int(),
  upcoming: z.array(upcomingGoalSchema),
  stale: z.array(staleGoalSchema),
  totals: insightTotalsSchema,
});

export const supportRequestSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  state: z.enum(SUPPORT_STATES),
  answer: nullableText.describe('The team’s answer, once there is one.'),
  answeredAt: isoDateTime.nullable(),
  screenshotId: nullableText,
  screenshotUrl: nullableText,
  screenshotThumbUrl: nullableText,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export const supportRequestListSchema = z.object({ data: z.array(supportRequestSchema) });

export const adminSupportRequestSchema = supportRequestSchema.extend({
  pro: z.boolean().describe('The sender was a Pro member when they asked: first in the queue.'),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), plan: z.enum(PLANS) }),
});

export const supportQueuePageSchema = z.object({
  data: z.array(adminSupportRequestSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const translationStatusSchema = z.object({
  available: z.boolean().describe('Whether the engine answers now (checked at most every 30 s).'),
  engine: z.enum(TRANSLATION_ENGINES).describe('none: no engine is configured.'),
});

export const translationSchema = z.object({
  translatedText: z.string(),
  engine: z.enum(TRANSLATION_ENGINES).exclude(['none']),
  detectedSource: z
    .string()
    .optional()
    .describe('With source auto: the language the engine found, as it names it (en, th, fr…).'),
});

export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type ResponseSchemasMatch = [
  Assert<Same<z.infer<typeof goalSchema>, Goal>>,
  Assert<Same<z.infer<typeof goalPageSchema>, GoalPage>>,
  Assert<Same<z.infer<typeof goalMembersSchema>, GoalMembers>>,
  Assert<Same<z.infer<typeof invitationPreviewSchema>, InvitationPreview>>,
  Assert<Same<z.infer<typeof invitationAcceptedSchema>, InvitationAccepted>>,
  Assert<Same<z.infer<typeof customCategorySchema>, CustomCategory>>,
  Assert<Same<z.infer<typeof customCategoryListSchema>, CustomCategoryList>>,
  Assert<Same<z.infer<typeof entitlementsSchema>, Entitlements>>,
  Assert<Same<z.infer<typeof usageSchema>, Usage>>,
  Assert<Same<z.infer<typeof memorySchema>, Memory>>,
  Assert<Same<z.infer<typeof milestoneSchema>, Milestone>>,
  Assert<Same<z.infer<typeof milestoneListSchema>, MilestoneList>>,
  Assert<Same<z.infer<typeof templateSchema>, Template>>,
  Assert<Same<z.infer<typeof templateListSchema>, TemplateList>>,
  Assert<Same<z.infer<typeof reminderSettingsSchema>, ReminderSettings>>,
  Assert<Same<z.infer<typeof goalRemindersSchema>, GoalReminders>>,
  Assert<Same<z.infer<typeof reminderPassResultSchema>, ReminderPassResult>>,
  Assert<Same<z.infer<typeof shareSchema>, Share>>,
  Assert<Same<z.infer<typeof sharedScrapbookSchema>, SharedScrapbook>>,
  Assert<Same<z.infer<typeof mediaSchema>, Media>>,
  Assert<Same<z.infer<typeof billingStatusSchema>, BillingStatus>>,
  Assert<Same<z.infer<typeof metaSchema>, AppMeta>>,
  Assert<Same<z.infer<typeof adminCheckSchema>, AdminCheck>>,
  Assert<Same<z.infer<typeof adminStatsSchema>, AdminStats>>,
  Assert<Same<z.infer<typeof adminUserSchema>, AdminUser>>,
  Assert<Same<z.infer<typeof adminUserPageSchema>, AdminUserPage>>,
  Assert<Same<z.infer<typeof siteSettingsSchema>, SiteSettings>>,
  Assert<Same<z.infer<typeof adminGoalSchema>, AdminGoal>>,
  Assert<Same<z.infer<typeof adminGoalPageSchema>, AdminGoalPage>>,
  Assert<Same<z.infer<typeof auditLogPageSchema>, AuditLogPage>>,
  Assert<Same<z.infer<typeof featureSwitchesSchema>, FeatureSwitches>>,
  Assert<Same<z.infer<typeof moderationPageSchema>, ModerationPage>>,
  Assert<Same<z.infer<typeof memoryModerationPageSchema>, MemoryModerationPage>>,
  Assert<Same<z.infer<typeof imageLibraryPageSchema>, ImageLibraryPage>>,
  Assert<Same<z.infer<typeof publicSiteSettingsSchema>, PublicSiteSettings>>,
  Assert<Same<z.infer<typeof backgroundImageListSchema>, BackgroundImageList>>,
  Assert<Same<z.infer<typeof activeBackgroundSchema>, ActiveBackground>>,
  Assert<Same<z.infer<typeof aiStatusSchema>, AiStatus>>,
  Assert<Same<z.infer<typeof aiIdeasSchema>, AiIdeas>>,
  Assert<Same<z.infer<typeof aiClaritySchema>, AiClarity>>,
  Assert<Same<z.infer<typeof aiTravelSchema>, AiTravel>>,
  Assert<Same<z.infer<typeof translationStatusSchema>, TranslationStatus>>,
  Assert<Same<z.infer<typeof translationSchema>, Translation>>,
  Assert<Same<z.infer<typeof calendarEntriesSchema>, CalendarEntries>>,
  Assert<Same<z.infer<typeof calendarFeedStateSchema>, CalendarFeedState>>,
  Assert<Same<z.infer<typeof calendarFeedSchema>, CalendarFeed>>,
  Assert<Same<z.infer<typeof supportRequestSchema>, SupportRequest>>,
  Assert<Same<z.infer<typeof supportRequestListSchema>, SupportRequestList>>,
  Assert<Same<z.infer<typeof adminSupportRequestSchema>, AdminSupportRequest>>,
  Assert<Same<z.infer<typeof supportQueuePageSchema>, SupportQueuePage>>,
  Assert<Same<z.infer<typeof insightsSchema>, Insights>>,
];
