import type { Milestone } from '../../../common/milestones';
import { toIso } from '../../db/dates';
import type { MilestoneRow } from './milestones.repository';

/** A milestone row as the API answers it: a real boolean, an ISO time, no goal or owner id. */
export function toMilestone(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    title: row.title,
    done: Boolean(row.done),
    doneAt: row.doneAt === null ? null : toIso(row.doneAt),
    dueDate: row.dueDate,
  };
}
