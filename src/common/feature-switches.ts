import { z } from 'zod';

/**
 * Parts of the product a super administrator can turn off for everyone, and their state when
 * nobody has touched them. The server enforces each; the web app hides what is off.
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

export const featureSwitchesBodySchema = z
  .object({
    registrationOpen: z.boolean().optional(),
    sharingEnabled: z.boolean().optional(),
    aiEnabled: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one switch.' });
export type FeatureSwitchesBody = z.infer<typeof featureSwitchesBodySchema>;
