/**
 * The one table of what each plan allows: goal limit, storage, per-file sizes and feature
 * switches. Server checks, error messages, web copy and tests all read these numbers from here,
 * so changing a limit is a change to this file alone. It imports nothing, so every other
 * module of `common` may depend on it.
 */

/** Limits count binary megabytes: 20 MB is 20 × 1024 × 1024 bytes. */
export const BYTES_PER_MB = 1024 * 1024;

export const PLANS = ['free', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

/** How Pro was obtained (stored as user.planSource). */
export type PlanSource = 'purchase' | 'admin' | 'demo';

/** Features a plan switches on or off; a Pro-only one refuses free users with 403 PRO_REQUIRED. */
export const PLAN_FEATURES = [
  'scrapbook',
  'sharing',
  'ai',
  'analytics',
  'customTemplates',
  'advancedCategories',
  'reminders',
  'collaboration',
  'prioritySupport',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export type PlanLimits = {
  /** Goals a user may keep; null: no limit. */
  goalLimit: number | null;
  /** Bytes of uploads (images and videos) a user may store. */
  storageBytes: number;
  /** Largest single image upload; the browser compresses to well below it first. */
  imageMaxBytes: number;
  /** Largest single video upload; the remaining storage is usually the lower bound. */
  videoMaxBytes: number;
  features: Readonly<Record<PlanFeature, boolean>>;
};

const IMAGE_MAX_BYTES = 3 * BYTES_PER_MB;
const VIDEO_MAX_BYTES = 100 * BYTES_PER_MB;

export const PLAN_LIMITS = {
  free: {
    goalLimit: 25,
    storageBytes: 20 * BYTES_PER_MB,
    imageMaxBytes: IMAGE_MAX_BYTES,
    videoMaxBytes: VIDEO_MAX_BYTES,
    features: {
      scrapbook: true,
      sharing: false,
      ai: false,
      analytics: false,
      customTemplates: false,
      advancedCategories: false,
      reminders: false,
      collaboration: false,
      prioritySupport: false,
    },
  },
  pro: {
    goalLimit: null,
    storageBytes: 100 * BYTES_PER_MB,
    imageMaxBytes: IMAGE_MAX_BYTES,
    videoMaxBytes: VIDEO_MAX_BYTES,
    features: {
      scrapbook: true,
      sharing: true,
      ai: true,
      analytics: true,
      customTemplates: true,
      advancedCategories: true,
      reminders: true,
      collaboration: true,
      prioritySupport: true,
    },
  },
} as const satisfies Record<Plan, PlanLimits>;

/**
 * Per-file sizes the upload routes check before they know whose plan it is: the largest any plan
 * allows (today every plan allows the same).
 */
export const UPLOAD_LIMITS = {
  imageMaxBytes: Math.max(...PLANS.map((plan) => PLAN_LIMITS[plan].imageMaxBytes)),
  videoMaxBytes: Math.max(...PLANS.map((plan) => PLAN_LIMITS[plan].videoMaxBytes)),
} as const;

/** A byte limit in whole megabytes, as messages and copy state it. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / BYTES_PER_MB);
}

/**
 * What each plan allows, as /api/me/usage answers it (`entitlements`). The server's plans module
 * applies it to a user's plan columns; the client never works it out itself.
 */
export type Entitlements = {
  plan: Plan;
  goalLimit: number | null;
  storageLimit: number;
} & Record<PlanFeature, boolean>;

export function planEntitlements(plan: Plan): Entitlements {
  const limits: PlanLimits = PLAN_LIMITS[plan];
  return {
    plan,
    goalLimit: limits.goalLimit,
    storageLimit: limits.storageBytes,
    ...limits.features,
  };
}

/** Capabilities a plan may lack, the names used in PRO_REQUIRED errors (`details.feature`). */
export type ProFeature = Exclude<PlanFeature, 'scrapbook'>;

/**
 * The plan numbers web copy states, filled into every translated text (i18next's default
 * interpolation variables): `Up to {{freeGoalLimit}} goals`, `{{imageMaxMb}} MB`.
 */
export const PLAN_TEXT_VALUES = {
  freeGoalLimit: PLAN_LIMITS.free.goalLimit,
  freeStorageMb: megabytes(PLAN_LIMITS.free.storageBytes),
  proStorageMb: megabytes(PLAN_LIMITS.pro.storageBytes),
  imageMaxMb: megabytes(UPLOAD_LIMITS.imageMaxBytes),
  videoMaxMb: megabytes(UPLOAD_LIMITS.videoMaxBytes),
} as const;
