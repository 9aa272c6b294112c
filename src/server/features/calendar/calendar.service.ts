import { createHash, randomBytes } from 'node:crypto';
import {
  type CalendarEntry,
  type CalendarFeed,
  type CalendarFeedState,
  type CalendarRange,
  calendarFeedPath,
} from '../../../common/calendar';
import type { AppDeps } from '../../app-env';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import { entitlementsFor, requirePro } from '../plans';
import {
  datedGoals,
  datedMilestones,
  deleteFeed,
  findFeed,
  findFeedOwner,
  replaceFeed,
} from './calendar.repository';
import { buildCalendarFeed } from './calendar-ics';

type CalendarDeps = Pick<AppDeps, 'database' | 'config'>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** 256 random bits: the feed's address is its only lock. */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * The calendar of a user's dates, and their private feed. The feed belongs with deadline
 * reminders in the Pro plan (a calendar app is the reminder most people already have), so it
 * answers only while the owner has that feature and is not suspended; otherwise it is simply gone.
 */
export function calendarService({ database, config }: CalendarDeps) {
  const { db } = database;

  return {
    async entries(userId: string, range: CalendarRange): Promise<CalendarEntry[]> {
      const [goals, milestones] = await Promise.all([
        datedGoals(db, userId, range),
        datedMilestones(db, userId, range),
      ]);
      const entries: CalendarEntry[] = [
        ...goals.map((goal) => ({
          kind: 'goal' as const,
          date: goal.targetDate as string,
          goalId: goal.id,
          goalTitle: goal.title,
          title: goal.title,
          milestoneId: null,
          done: goal.status === 'completed',
        })),
        ...milestones.map((milestone) => ({
          kind: 'milestone' as const,
          date: milestone.dueDate as string,
          goalId: milestone.goalId,
          goalTitle: milestone.goalTitle,
          title: milestone.title,
          milestoneId: milestone.id,
          done: Boolean(milestone.done),
        })),
      ];
      return entries.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
    },

    async feedState(userId: string): Promise<CalendarFeedState> {
      const feed = await findFeed(db, userId);
      return { enabled: feed !== undefined, createdAt: feed ? toIso(feed.createdAt) : null };
    },

    /** A new address; the old one, if any, stops working with this write. */
    async createFeed(userId: string): Promise<CalendarFeed> {
      await requirePro(db, userId, 'reminders');
      const token = newToken();
      const createdAt = new Date().toISOString();
      await replaceFeed(db, userId, hashOf(token), createdAt);
      return { url: `${config.baseUrl}${calendarFeedPath(token)}`, createdAt };
    },

    async deleteFeed(userId: string): Promise<void> {
      await deleteFeed(db, userId);
    },

    /** The feed's text for a token, or 404 for an unknown, replaced, lapsed or suspended one. */
    async feed(token: string): Promise<string> {
      const owner = await findFeedOwner(db, hashOf(token));
      if (!owner || owner.banned || !entitlementsFor(owner).reminders) throw new AppError('NOT_FOUND');
      const [goals, milestones] = await Promise.all([
        datedGoals(db, owner.userId),
        datedMilestones(db, owner.userId),
      ]);
      return buildCalendarFeed({
        goals: goals.filter((goal) => goal.status === 'active'),
        milestones: milestones.filter((m) => !m.done && m.goalStatus === 'active'),
        lang: owner.locale === 'th' ? 'th' : 'en',
        baseUrl: config.baseUrl,
      });
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
