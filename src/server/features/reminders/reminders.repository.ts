import { normaliseDaysBefore, type ReminderDaysBefore } from '../../../common/reminders';
import type { Db } from '../../db/database';
import { dbBool } from '../../db/engine';

/** A stored days-before choice; anything unreadable counts as no reminders. */
export function parseDaysBefore(json: string | null | undefined): ReminderDaysBefore[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? normaliseDaysBefore(value.filter((d) => typeof d === 'number')) : [];
  } catch {
    return [];
  }
}

export async function findReminderSettings(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .select(['timeZone', 'remindersEnabled', 'reminderDaysBefore', 'reminderOnTheDay', 'weeklyDigest'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateReminderSettings(
  db: Db,
  userId: string,
  settings: {
    enabled: boolean;
    timeZone: string;
    defaultDaysBefore: ReminderDaysBefore[];
    defaultOnTheDay: boolean;
    weeklyDigest: boolean;
  },
) {
  await db
    .updateTable('user')
    .set({
      timeZone: settings.timeZone,
      remindersEnabled: dbBool(db, settings.enabled),
      reminderDaysBefore: JSON.stringify(settings.defaultDaysBefore),
      reminderOnTheDay: dbBool(db, settings.defaultOnTheDay),
      weeklyDigest: dbBool(db, settings.weeklyDigest),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function findUserLocale(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('user').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale ?? null;
}

/** The master switch off (the unsubscribe link); answers whether the user exists. */
export async function turnRemindersOff(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('user')
    .set({ remindersEnabled: dbBool(db, false), updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findGoalReminder(db: Db, goalId: string) {
  return db
    .selectFrom('goalReminder')
    .select(['daysBefore', 'onTheDay'])
    .where('goalId', '=', goalId)
    .executeTakeFirst();
}

export async function saveGoalReminder(
  db: Db,
  row: { goalId: string; userId: string; daysBefore: ReminderDaysBefore[]; onTheDay: boolean },
) {
  const now = new Date().toISOString();
  const values = {
    daysBefore: JSON.stringify(row.daysBefore),
    onTheDay: dbBool(db, row.onTheDay),
    updatedAt: now,
  };
  await db
    .insertInto('goalReminder')
    .values({ goalId: row.goalId, userId: row.userId, createdAt: now, ...values })
    .onConflict((oc) => oc.column('goalId').doUpdateSet(values))
    .execute();
}

/** Users the pass may mail: Pro by their plan column (lapses are checked after), switch on, not suspended. */
function mailableUsers(db: Db, now: Date) {
  return db
    .selectFrom('user')
    .where('user.plan', '=', 'pro')
    .where('user.remindersEnabled', '=', dbBool(db, true))
    .where((eb) =>
      eb.or([
        eb('user.banned', 'is', null),
        eb('user.banned', '=', dbBool(db, false)),
        eb('user.banExpires', '<=', now.toISOString()),
      ]),
    );
}

const USER_COLUMNS = [
  'user.id as userId',
  'user.email',
  'user.name',
  'user.locale',
  'user.timeZone',
  'user.plan',
  'user.planSource',
  'user.proUntil',
] as const;

/** Active goals with a target date in the window, of mailable users, a page at a time by goal id. */
export async function reminderCandidates(
  db: Db,
  window: { from: string; to: string },
  now: Date,
  afterGoalId: string,
  limit: number,
) {
  return mailableUsers(db, now)
    .innerJoin('goal', 'goal.userId', 'user.id')
    .leftJoin('goalReminder', 'goalReminder.goalId', 'goal.id')
    .select([
      ...USER_COLUMNS,
      'user.reminderDaysBefore',
      'user.reminderOnTheDay',
      'goal.id as goalId',
      'goal.title',
      'goal.targetDate',
      'goal.createdAt as goalCreatedAt',
      'goalReminder.daysBefore as goalDaysBefore',
      'goalReminder.onTheDay as goalOnTheDay',
    ])
    .where('goal.status', '=', 'active')
    .where('goal.targetDate', '>=', window.from)
    .where('goal.targetDate', '<=', window.to)
    .where('goal.id', '>', afterGoalId)
    .orderBy('goal.id')
    .limit(limit)
    .execute();
}

/** Mailable users who chose the weekly digest, a page at a time by user id. */
export async function digestCandidates(db: Db, now: Date, afterUserId: string, limit: number) {
  return mailableUsers(db, now)
    .select(USER_COLUMNS)
    .where('user.weeklyDigest', '=', dbBool(db, true))
    .where('user.id', '>', afterUserId)
    .orderBy('user.id')
    .limit(limit)
    .execute();
}

/** A user's active goals due in [from, to], soonest first. */
export async function goalsDueBetween(db: Db, userId: string, from: string, to: string, limit: number) {
  return db
    .selectFrom('goal')
    .select(['title', 'targetDate'])
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .where('targetDate', '>=', from)
    .where('targetDate', '<=', to)
    .orderBy('targetDate')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type DeliveryState = { key: string; state: string; claimedAt: Date | string };

/** The delivery rows of some keys: which reminders were already claimed. */
export async function deliveriesOf(db: Db, keys: string[]): Promise<DeliveryState[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('reminderDelivery')
    .select(['key', 'state', 'claimedAt'])
    .where('key', 'in', keys)
    .execute();
}

export type Claim = {
  key: string;
  userId: string;
  goalId: string | null;
  kind: string;
  targetDate: string;
};

/**
 * Claims a reminder for sending, in one atomic statement on both engines: the row is inserted as
 * 'sending', or, when a claim of it was left 'sending' for longer than the lease (its process
 * died), taken over. Answers the attempt number when this caller holds the claim, else null.
 */
export async function claimDelivery(
  db: Db,
  claim: Claim,
  token: string,
  now: Date,
  leaseMs: number,
): Promise<number | null> {
  const claimedAt = now.toISOString();
  const row = await db
    .insertInto('reminderDelivery')
    .values({ ...claim, state: 'sending', claimToken: token, claimedAt, attempts: 1, sentAt: null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          claimToken: token,
          claimedAt,
          attempts: eb('reminderDelivery.attempts', '+', 1),
        }))
        .where('reminderDelivery.state', '=', 'sending')
        .where('reminderDelivery.claimedAt', '<', new Date(now.getTime() - leaseMs).toISOString()),
    )
    .returning(['claimToken', 'attempts'])
    .executeTakeFirst();
  return row?.claimToken === token ? row.attempts : null;
}

/** Earlier reminders of a goal that a sent one replaces: never sent afterwards. */
export async function markSuperseded(db: Db, claims: Claim[], now: Date) {
  if (claims.length === 0) return;
  await db
    .insertInto('reminderDelivery')
    .values(
      claims.map((c) => ({
        ...c,
        state: 'superseded' as const,
        claimToken: null,
        claimedAt: now.toISOString(),
        sentAt: null,
      })),
    )
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** The end of a claim this caller holds: 'sent', or 'failed' after the last attempt. */
export async function finishDelivery(
  db: Db,
  key: string,
  token: string,
  state: 'sent' | 'failed',
  now: Date,
) {
  const result = await db
    .updateTable('reminderDelivery')
    .set({ state, sentAt: state === 'sent' ? now.toISOString() : null })
    .where('key', '=', key)
    .where('claimToken', '=', token)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
