import type { GoalRole } from '@common/collaboration';

/** Editors change the goal, tick it done, and work on its milestones and memories; viewers read. */
export function canEditGoal(role: GoalRole): boolean {
  return role !== 'viewer';
}

/** Deleting, sharing by link, reminders and managing members stay with the owner. */
export function isGoalOwner(role: GoalRole): boolean {
  return role === 'owner';
}

/** A memory changes by its author (while they may still edit the goal) or by the goal's owner. */
export function canChangeMemory(role: GoalRole, addedById: string, myId: string | undefined): boolean {
  return role === 'owner' || (role === 'editor' && myId !== undefined && addedById === myId);
}

/** The first letter of a name, for its round avatar (a whole grapheme, so Thai and emoji stay whole). */
export function initialOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  const first = Segmenter
    ? new Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed)[Symbol.iterator]().next().value
        ?.segment
    : Array.from(trimmed)[0];
  return (first ?? '?').toLocaleUpperCase();
}
