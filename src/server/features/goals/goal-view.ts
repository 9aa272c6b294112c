import type { GoalSharing } from '../../../common/collaboration';
import type { CustomCategory } from '../../../common/custom-categories';
import type { Category, Goal } from '../../../common/goals';
import { mediaThumbUrl, mediaUrl } from '../../../common/urls';
import { toIso } from '../../db/dates';
import { NOT_SHARED } from './goal-sharing';
import type { GoalRow, Progress } from './goals.repository';

/** What a goal's answer carries besides its own row, each read for a whole page at once. */
export type GoalExtras = {
  /** Its milestones, done of all (none yet: 0 of 0). */
  progress: Progress;
  /** The owner's own category it carries, if any. */
  customCategory: CustomCategory | null;
  /** As the viewer sees it: their role, who shared it, its members. */
  sharing: GoalSharing;
};

const NO_MILESTONES: Progress = { done: 0, total: 0 };

/** A goal as the API answers it: ISO dates, image URLs, no owner id. */
export function toGoal(row: GoalRow, extras: Partial<GoalExtras> = {}): Goal {
  const { progress = NO_MILESTONES, customCategory = null, sharing = NOT_SHARED } = extras;
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
