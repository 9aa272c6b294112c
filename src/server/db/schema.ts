import type { Generated } from 'kysely';

/**
 * Table types. Dates are ISO strings on SQLite and Date objects on PostgreSQL, booleans 0/1 on
 * SQLite; repositories normalise both before anything leaves the server.
 */
type DbDate = string | Date;
type DbBool = boolean | number;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: DbBool;
  image: string | null;
  locale: string | null;
  /** Server-only plan columns (not part of better-auth's user). */
  plan: Generated<string>;
  planSource: string | null;
  proUntil: DbDate | null;
  /** Changes with every write to the user's goals, milestones or media (by trigger): the list and usage ETags. */
  listVersion: Generated<number>;
  /** better-auth admin plugin: 'user' or 'admin'; a suspended account has banned set. */
  role: string | null;
  banned: DbBool | null;
  banReason: string | null;
  banExpires: DbDate | null;
  /** better-auth two-factor plugin. */
  twoFactorEnabled: DbBool | null;
  /** The Stripe customer created by this user's first checkout. */
  stripeCustomerId: string | null;
  /** IANA time zone reminders are computed in (a better-auth field, migration 0027). */
  timeZone: Generated<string>;
  /** Server-only reminder settings: master switch, default choice (JSON array of days), digest. */
  remindersEnabled: Generated<DbBool>;
  reminderDaysBefore: Generated<string>;
  reminderOnTheDay: Generated<DbBool>;
  weeklyDigest: Generated<DbBool>;
  createdAt: DbDate;
  updatedAt: DbDate;
};

/** One administrator's change; `before` and `after` are JSON of the fields it changed. */
export type AuditLogTable = {
  id: string;
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: string | null;
  after: string | null;
  ipAddress: string | null;
  createdAt: DbDate;
};

export type SiteSettingTable = {
  key: string;
  value: string | null;
  updatedBy: string | null;
  updatedAt: DbDate;
};

/** One of the site's documents, once an administrator saved it. */
export type SiteDocumentTable = {
  slug: string;
  title: string;
  markdown: string;
  published: DbBool;
  updatedBy: string | null;
  updatedAt: DbDate;
};

/** Views of one public page on one UTC day from one referring domain ('' for none). */
export type PageViewTable = { day: string; path: string; referrerDomain: string; views: number };

/** A public page's search and link-preview text; null fields fall back to the built page's. */
export type SeoPageTable = {
  page: string;
  title: string | null;
  description: string | null;
  imageUrl: string | null;
};

/** One of the site's background images; at most one is active (behind the landing hero). */
export type BackgroundImageTable = {
  id: string;
  storageKey: string;
  thumbKey: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  altEn: Generated<string>;
  altTh: Generated<string>;
  position: number;
  active: Generated<DbBool>;
  createdAt: DbDate;
  createdBy: string | null;
};

export type SessionTable = {
  id: string;
  userId: string;
  token: string;
  expiresAt: DbDate;
  ipAddress: string | null;
  userAgent: string | null;
  impersonatedBy: string | null;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type AccountTable = {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: DbDate | null;
  refreshTokenExpiresAt: DbDate | null;
  scope: string | null;
  password: string | null;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: DbDate;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type MailOutboxTable = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe) as a JSON object; null for none. */
  headers: string | null;
  createdAt: DbDate;
};

export type ClientErrorTable = {
  id: string;
  userId: string | null;
  section: string;
  errorId: string;
  message: string;
  stack: string | null;
  errorInfo: string | null;
  url: string | null;
  userAgent: string | null;
  occurredAt: string | null;
  createdAt: DbDate;
};

export type MediaTable = {
  id: string;
  userId: string;
  kind: 'image' | 'video';
  mime: string;
  /** Stored size of the file and its thumbnail: what counts against the quota. */
  bytes: number;
  width: number | null;
  height: number | null;
  storageKey: string;
  thumbKey: string | null;
  sha256: string;
  createdAt: DbDate;
};

export type GoalTable = {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  category: string;
  imageId: string | null;
  /** A member's own category, shown besides the built-in one (migration 0033). */
  customCategoryId: string | null;
  targetDate: string | null;
  status: 'active' | 'completed';
  completedAt: DbDate | null;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type MemoryTable = {
  id: string;
  goalId: string;
  userId: string;
  type: 'photo' | 'video' | 'note';
  /** A video's poster lives on this same media row (its thumbKey). */
  mediaId: string | null;
  /** Sanitised HTML of a note. */
  content: string | null;
  caption: string | null;
  /** JSON array of strings. */
  tags: string;
  isPublic: DbBool;
  createdAt: DbDate;
  updatedAt: DbDate;
  /** Set while an administrator has taken the memory off its shared page; its owner still sees it. */
  takenDownAt: DbDate | null;
  takenDownBy: string | null;
  takedownReason: string | null;
};

/** Someone a goal's owner let in (migration 0034): an editor changes it, a viewer reads it. */
export type GoalMemberTable = {
  goalId: string;
  userId: string;
  role: 'editor' | 'viewer';
  createdAt: DbDate;
};

/** A mailed invitation to one goal, bound to one address, by the SHA-256 of its token (base64url). */
export type GoalInvitationTable = {
  id: string;
  goalId: string;
  email: string;
  role: 'editor' | 'viewer';
  tokenHash: string;
  invitedBy: string;
  createdAt: DbDate;
  expiresAt: DbDate;
  acceptedAt: DbDate | null;
  acceptedBy: string | null;
  revokedAt: DbDate | null;
};

/** One step towards a goal, in the owner's order (`position`, gaps allowed). */
export type MilestoneTable = {
  id: string;
  goalId: string;
  userId: string;
  title: string;
  done: DbBool;
  doneAt: DbDate | null;
  /** YYYY-MM-DD, like a goal's target date. */
  dueDate: string | null;
  position: number;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type ShareTable = {
  id: string;
  goalId: string;
  userId: string;
  token: string;
  title: string;
  description: string | null;
  viewCount: Generated<number>;
  createdAt: DbDate;
  expiresAt: DbDate | null;
  revokedAt: DbDate | null;
  /** Set while an administrator has taken the link down; the link reads as gone. */
  takenDownAt: DbDate | null;
  takenDownBy: string | null;
  takedownReason: string | null;
};

/** A visitor's report of a shared page; `status` open until an administrator acts on it. */
export type ContentReportTable = {
  id: string;
  shareId: string;
  reason: string;
  details: string | null;
  status: Generated<string>;
  createdAt: DbDate;
  resolvedBy: string | null;
  resolvedAt: DbDate | null;
};

export type TwoFactorTable = {
  id: string;
  userId: string;
  secret: string;
  backupCodes: string;
  verified: DbBool | null;
  failedVerificationCount: number | null;
  lockedUntil: DbDate | null;
};

/** A session of a deleted account, by SHA-256 of its token, until the session would have expired. */
export type DeletedSessionTable = {
  tokenHash: string;
  expiresAt: DbDate;
};

/** A TOTP code a user has already presented, by user and code, until it can no longer be valid. */
export type UsedTotpCodeTable = {
  key: string;
  expiresAt: DbDate;
};

/** One Pro purchase (Stripe or the demo checkout). Amounts in the currency's smallest unit. */
export type PurchaseTable = {
  id: string;
  userId: string;
  provider: 'stripe' | 'demo';
  checkoutSessionId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
  amount: number;
  currency: string;
  cancelAtPeriodEnd: DbBool;
  refundedAt: DbDate | null;
  createdAt: DbDate;
};

/** A Stripe webhook event already applied. */
export type BillingEventTable = {
  id: string;
  type: string;
  createdAt: DbDate;
};

/** Goals per category and status, kept by triggers (migration 0024) for the admin overview. */
export type GoalTallyTable = {
  category: string;
  status: string;
  n: number;
};

/** A built-in catalogue idea a user added to their list (migration 0025); popular ideas count them. */
/** A user's calendar feed, by the SHA-256 of its token (base64url). */
export type CalendarFeedTable = {
  userId: string;
  tokenHash: string;
  createdAt: DbDate;
};

export type IdeaAdoptionTable = {
  ideaId: string;
  userId: string;
  createdAt: DbDate;
};

/** A goal's own reminder choice (JSON array of days before); without a row the user's default applies. */
export type GoalReminderTable = {
  goalId: string;
  userId: string;
  daysBefore: string;
  onTheDay: DbBool;
  createdAt: DbDate;
  updatedAt: DbDate;
};

/** One reminder (or weekly digest) claimed for sending: the at-most-once record. */
export type ReminderDeliveryTable = {
  key: string;
  userId: string;
  goalId: string | null;
  kind: string;
  targetDate: string;
  state: 'sending' | 'sent' | 'superseded' | 'failed';
  claimToken: string | null;
  claimedAt: DbDate;
  attempts: Generated<number>;
  sentAt: DbDate | null;
};

/** A person's support request and the team's answer (migration 0030). */
export type SupportRequestTable = {
  id: string;
  userId: string;
  subject: string;
  message: string;
  screenshotId: string | null;
  state: 'open' | 'answered' | 'closed';
  answer: string | null;
  answeredBy: string | null;
  answeredAt: DbDate | null;
  proAtCreation: DbBool;
  createdAt: DbDate;
  updatedAt: DbDate;
};

/** A member's own goal template (migration 0032); milestoneTitles is a JSON array of strings. */
export type GoalTemplateTable = {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  category: string;
  imageId: string | null;
  milestoneTitles: string;
  createdAt: DbDate;
  updatedAt: DbDate;
};

/** A member's own category (migration 0033); nameKey is the name in lower case, unique per member. */
export type CustomCategoryTable = {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  icon: string;
  color: string;
  createdAt: DbDate;
  updatedAt: DbDate;
};

export type Database = {
  user: UserTable;
  session: SessionTable;
  auditLog: AuditLogTable;
  siteSetting: SiteSettingTable;
  siteDocument: SiteDocumentTable;
  pageView: PageViewTable;
  seoPage: SeoPageTable;
  backgroundImage: BackgroundImageTable;
  account: AccountTable;
  verification: VerificationTable;
  mailOutbox: MailOutboxTable;
  clientError: ClientErrorTable;
  media: MediaTable;
  goal: GoalTable;
  goalTally: GoalTallyTable;
  ideaAdoption: IdeaAdoptionTable;
  calendarFeed: CalendarFeedTable;
  memory: MemoryTable;
  goalMember: GoalMemberTable;
  goalInvitation: GoalInvitationTable;
  milestone: MilestoneTable;
  share: ShareTable;
  contentReport: ContentReportTable;
  twoFactor: TwoFactorTable;
  deletedSession: DeletedSessionTable;
  usedTotpCode: UsedTotpCodeTable;
  purchase: PurchaseTable;
  billingEvent: BillingEventTable;
  goalReminder: GoalReminderTable;
  reminderDelivery: ReminderDeliveryTable;
  supportRequest: SupportRequestTable;
  goalTemplate: GoalTemplateTable;
  customCategory: CustomCategoryTable;
};

export type Engine = 'sqlite' | 'postgres';
