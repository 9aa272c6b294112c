import type { GoalSharing } from '../../../common/collaboration';
import type { CustomCategory } from '../../../common/custom-categories';
import type { Category, Goal } from '../../../common/goals';
import { mediaThumbUrl, mediaUrl } from '../../../common/urls';
import { toIso } from '../../db/dates';
import { NOT_SHARED } from './goal-sharing';
import type { GoalRow, Progress } from './goals.repository';

/**
 * A goal as the API answers it: ISO dates, image URLs, no owner id; `progress` counts its milestones
 * (none yet: 0 of 0); its sharing as the viewer sees it (their role, who shared it, its members).
 */
const NO_MILESTONES: Progress = { done: 0, total: 0 };

export function toGoal(
  row: GoalRow,
  progress: Progress = NO_MILESTONES,
  customCategory: CustomCategory | null = null,
  sharing: GoalSharing = NOT_SHARED,
): Goal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as Category,
    imageId: row.imageId,
    imageUrl: row.imageId ? mediaUrl(row.imageId) : null,
    thumbUrl: row.imageId ? mediaThumbUrl(row.imageId) : null,
    targetDate: row.targetDate,
    status: row.status,
    completedAt: row.completedAt === null ? null : toIso(row.completedAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    progress,
    customCategory,
    role: sharing.role,
    sharedBy: sharing.sharedBy,
    members: sharing.members,
  };
}
