import ical from 'ical-generator';
import type { Locale } from '../../../common/limits';

/** A date column as the engines return it: text on SQLite, a Date on PostgreSQL. */
type DbDate = string | Date;

type FeedGoal = {
  id: string;
  title: string;
  description: string | null;
  targetDate: string | null;
  updatedAt: DbDate;
};
type FeedMilestone = {
  id: string;
  title: string;
  dueDate: string | null;
  updatedAt: DbDate;
  goalId: string;
  goalTitle: string;
};

const TEXTS: Record<Locale, { calendar: string; goal: string; milestone: string; open: string }> = {
  en: { calendar: 'Someday goals', goal: 'Goal', milestone: 'Milestone', open: 'Open in Someday' },
  th: { calendar: 'เป้าหมาย Someday', goal: 'เป้าหมาย', milestone: 'หมุดหมาย', open: 'เปิดใน Someday' },
};

/** How often calendar apps should look again (they mostly decide for themselves). */
const REFRESH_SECONDS = 60 * 60;

const stampOf = (value: DbDate) => new Date(value);

/**
 * The feed as iCalendar text: an all-day event on each open goal's target date and each open
 * milestone's due date. UIDs are the rows' ids, so an edited date moves the same event; the stamp
 * is the row's last change, so an unchanged list gives the same bytes (and ETag). Escaping and
 * line folding (75 octets, Thai included) are the library's.
 */
export function buildCalendarFeed(input: {
  goals: readonly FeedGoal[];
  milestones: readonly FeedMilestone[];
  lang: Locale;
  baseUrl: string;
}): string {
  const texts = TEXTS[input.lang];
  const host = new URL(input.baseUrl).host;
  const goalUrl = (goalId: string) => `${input.baseUrl}/goals/${goalId}/scrapbook`;
  const calendar = ical({
    name: texts.calendar,
    prodId: { company: 'Someday', product: 'Someday goals', language: input.lang.toUpperCase() },
    ttl: REFRESH_SECONDS,
  });
  for (const goal of input.goals) {
    if (!goal.targetDate) continue;
    const url = goalUrl(goal.id);
    calendar.createEvent({
      id: `goal-${goal.id}@${host}`,
      start: goal.targetDate,
      allDay: true,
      stamp: stampOf(goal.updatedAt),
      summary: goal.title,
      description: [goal.description, `${texts.open}: ${url}`].filter(Boolean).join('\n\n'),
      url,
      categories: [{ name: texts.goal }],
    });
  }
  for (const milestone of input.milestones) {
    if (!milestone.dueDate) continue;
    const url = goalUrl(milestone.goalId);
    calendar.createEvent({
      id: `milestone-${milestone.id}@${host}`,
      start: milestone.dueDate,
      allDay: true,
      stamp: stampOf(milestone.updatedAt),
      summary: `${milestone.title} · ${milestone.goalTitle}`,
      description: `${texts.milestone}: ${milestone.goalTitle}\n\n${texts.open}: ${url}`,
      url,
      categories: [{ name: texts.milestone }],
    });
  }
  return calendar.toString();
}
