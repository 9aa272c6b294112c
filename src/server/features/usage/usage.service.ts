import type { Usage } from '../../../common/goals';
import type { AppDeps } from '../../app-env';
import { type GoalsService, listVersionOf, weakEtag } from '../goals';
import { storageBytesOf } from '../media';
import { entitlementsOf, planOf } from '../plans';

/** What the upgrade page and the goal-limit warning show: plan, counts and limits. */
export function usageService({ database }: Pick<AppDeps, 'database'>, goals: GoalsService) {
  return {
    /**
     * The ETag of what `of` answers now: goal counts and storage follow the list version; the plan
     * is read as it stands at this moment, since Pro lapses by itself when proUntil passes.
     */
    async tag(userId: string): Promise<string> {
      const row = await listVersionOf(database.db, userId);
      const { plan, planSource, proUntil } = planOf(row);
      return weakEtag('usage', userId, row.listVersion, plan, planSource, proUntil);
    },

    async of(userId: string): Promise<Usage> {
      const [entitlements, goalCount, completedCount, storageBytes] = await Promise.all([
        entitlementsOf(database.db, userId),
        goals.countOf(userId),
        goals.countOf(userId, 'completed'),
        storageBytesOf(database.db, userId),
      ]);
      const { planSource, proUntil, ...rights } = entitlements;
      return {
        plan: rights.plan,
        planSource,
        proUntil,
        goalCount,
        completedCount,
        goalLimit: rights.goalLimit,
        storageBytes,
        storageLimit: rights.storageLimit,
        entitlements: rights,
      };
    },
  };
}

export type UsageService = ReturnType<typeof usageService>;
