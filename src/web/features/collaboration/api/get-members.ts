import type { GoalMembers } from '@common/collaboration';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { goalMembersKey } from './keys';

const NOBODY: GoalMembers = { members: [], invitations: [] };

/** GET /api/bucket-list/:id/members: everyone on the goal, owner first; invitations for the owner. */
export function useGoalMembers(goalId: string) {
  const key = goalMembersKey(goalId);
  return useQuery(apiQueryOptions(key, async (signal) => (await apiGet<GoalMembers>(key, signal)) ?? NOBODY));
}
