import type { Plan } from '../../../common/goals';
import { GOAL_LIMIT, STORAGE_LIMIT_BYTES } from '../../../common/media';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { findPlanRow, type PlanRow } from './plans.repository';

export type Entitlements = { plan: Plan; goalLimit: number | null; storageLimit: number };

/**
 * The one place that turns a user's plan columns into what they may do (spec §6, §9).
 * Pro with a proUntil in the past has lapsed and counts as free; no proUntil means no end.
 */
export function entitlementsFor(user: PlanRow, now: Date = new Date()): Entitlements {
  const lapsed = user.proUntil !== null && new Date(user.proUntil).getTime() <= now.getTime();
  const plan: Plan = user.plan === 'pro' && !lapsed ? 'pro' : 'free';
  return { plan, goalLimit: GOAL_LIMIT[plan], storageLimit: STORAGE_LIMIT_BYTES[plan] };
}

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
