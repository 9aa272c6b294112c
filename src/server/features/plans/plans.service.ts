import {
  type Entitlements,
  type Plan,
  type PlanSource,
  type ProFeature,
  planEntitlements,
} from '../../../common/plans';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import { findPlanRow, type PlanRow } from './plans.repository';

export type { Entitlements };

/** A user's plan as the client sees it: what they may do, and how and until when Pro runs. */
export type PlanState = Entitlements & { planSource: PlanSource | null; proUntil: string | null };

/**
 * The one place that turns a user's plan columns into what they may do; every
 * feature asks it. Pro with a proUntil in the past has lapsed and counts as free (Pro ends by
 * itself, nothing has to run at that moment); no proUntil means no end.
 */
export function entitlementsFor(user: PlanRow, now: Date = new Date()): PlanState {
  const { plan, planSource, proUntil } = planOf(user, now);
  return { ...planEntitlements(plan), planSource, proUntil };
}

/**
 * The plan a user's columns give now, and how and until when Pro runs: what decides their
 * entitlements, without working those out (an answer's tag needs only this).
 */
export function planOf(
  user: PlanRow,
  now: Date = new Date(),
): { plan: Plan; planSource: PlanSource | null; proUntil: string | null } {
  const lapsed = user.proUntil !== null && new Date(user.proUntil).getTime() <= now.getTime();
  if (user.plan !== 'pro' || lapsed) return FREE;
  return {
    plan: 'pro',
    planSource: (user.planSource as PlanSource | null) ?? null,
    proUntil: user.proUntil !== null ? toIso(user.proUntil) : null,
  };
}

const FREE = Object.freeze({ plan: 'free', planSource: null, proUntil: null } as const);

/**
 * A user's entitlements read from the database. Pass `lock` inside the transaction that checks a
 * limit and then inserts: it serialises that user's concurrent creates on PostgreSQL.
 */
export async function entitlementsOf(db: Db, userId: string, options: { lock?: boolean } = {}) {
  const row = await findPlanRow(db, userId, options.lock ?? false);
  // The account was deleted while its session was still in use.
  if (!row) throw new AppError('UNAUTHORIZED');
  return entitlementsFor(row);
}

/** 403 PRO_REQUIRED (with the feature's name for the client's upgrade prompt) unless allowed. */
export async function requirePro(db: Db, userId: string, feature: ProFeature): Promise<void> {
  const entitlements = await entitlementsOf(db, userId);
  if (!entitlements[feature]) throw new AppError('PRO_REQUIRED', undefined, { feature });
}
