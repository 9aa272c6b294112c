/**
 * Parts of the product a super administrator can turn off for everyone, and their state when
 * nobody has touched them. The server enforces each; the web app hides what is off. The app reads
 * this file at start, so the request schema to change them lives in admin.ts.
 */
export const FEATURE_SWITCH_DEFAULTS = {
  /** New accounts can be created (email, code or provider sign-up). */
  registrationOpen: true,
  /** Scrapbooks can be shared by link, and shared links open. */
  sharingEnabled: true,
  /**
   * The AI screens for Pro members. Until the AI service exists they only announce it; when off,
   * the dashboard drops its link and the screen says AI ideas are turned off.
   */
  aiEnabled: true,
} as const;

export type FeatureSwitchName = keyof typeof FEATURE_SWITCH_DEFAULTS;
export type FeatureSwitches = Record<FeatureSwitchName, boolean>;
export const FEATURE_SWITCH_NAMES = Object.keys(FEATURE_SWITCH_DEFAULTS) as FeatureSwitchName[];
