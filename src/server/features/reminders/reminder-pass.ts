import { randomUUID } from 'node:crypto';
import { LOCALES, type Locale } from '../../../common/limits';
import { REMINDER_UNSUBSCRIBE_PATH, type ReminderPassResult } from '../../../common/reminders';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { entitlementsFor } from '../plans';
import { dueDigest, dueGoalReminder, targetDateWindow } from './due-reminders';
import { goalReminderMail, type ReminderLinks, weeklyDigestMail } from './reminder-mail';
import {
  type Claim,
  claimDelivery,
  deliveriesOf,
  digestCandidates,
  finishDelivery,
  goalsDueBetween,
  markSuperseded,
  parseDaysBefore,
  reminderCandidates,
} from './reminders.repository';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * A claim left 'sending' this long belongs to a process that died: another may take it over and
 * send again (docs/decisions/0018-reminder-delivery.md). Sending one mail takes far less.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** A mail the server refused this many times in a row is given up ('failed'). */
export const MAX_ATTEMPTS = 5;
const PAGE = 500;
/** Goals listed in one digest at most. */
const DIGEST_GOALS_MAX = 50;

export type ReminderPassDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  authSecret: string;
};

type UserColumns = {
  userId: string;
  email: string;
  name: string;
  locale: string | null;
  timeZone: string;
  plan: string;
  planSource: string | null;
  proUntil: Date | string | null;
};

const localeOf = (value: string | null): Locale =>
  LOCALES.includes(value as Locale) ? (value as Locale) : 'en';

/** A zone the runtime no longer knows (an old IANA name after an update) reads as UTC. */
function zoneOf(value: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return 'UTC';
  }
}

const isPro = (user: UserColumns, now: Date) => entitlementsFor(user, now).reminders;

/**
 * One reminder pass: every due goal reminder and weekly digest is claimed, mailed and marked, at
 * most once across all processes sharing the database. Safe to run concurrently and often.
 */
export function createReminderPass(deps: ReminderPassDeps) {
  const { db, mailer, logger } = deps;

  /** The goal's own page for a goal's reminder; the dashboard for the digest. */
  const linksFor = (userId: string, goalId?: string): ReminderLinks => ({
    open: goalId ? `${deps.baseUrl}/goals/${goalId}/scrapbook` : `${deps.baseUrl}/dashboard`,
    unsubscribe: `${deps.baseUrl}${REMINDER_UNSUBSCRIBE_PATH}?token=${unsubscribeToken(deps.authSecret, userId)}`,
  });

  /** Claims, sends and marks one reminder; answers whether this call sent it. */
  async function deliver(
    claim: Claim,
    message: () => Promise<MailMessage>,
    now: Date,
    supersedes: Claim[] = [],
  ) {
    const token = randomUUID();
    const attempt = await claimDelivery(db, claim, token, now, CLAIM_LEASE_MS);
    if (attempt === null) return false;
    await markSuperseded(db, supersedes, now);
    try {
      await mailer.send(await message());
    } catch (err) {
      // Left 'sending': retried once the lease has passed, until the last attempt.
      logger.warn({ err, key: claim.key, attempt }, 'reminder mail failed');
      if (attempt >= MAX_ATTEMPTS) await finishDelivery(db, claim.key, token, 'failed', now);
      return false;
    }
    if (!(await finishDelivery(db, claim.key, token, 'sent', new Date()))) {
      logger.warn({ key: claim.key }, 'reminder claim was taken over before it was marked sent');
    }
    return true;
  }

  /** Keys already delivered, or claimed within the lease: nothing to do for them now. */
  async function settledKeys(keys: string[], now: Date): Promise<Set<string>> {
    const cutoff = now.getTime() - CLAIM_LEASE_MS;
    const rows = await deliveriesOf(db, keys);
    return new Set(
      rows
        .filter((row) => row.state !== 'sending' || new Date(row.claimedAt).getTime() >= cutoff)
        .map((row) => row.key),
    );
  }

  async function goalReminders(now: Date, result: ReminderPassResult, signal?: AbortSignal) {
    const window = targetDateWindow(now);
    let after = '';
    for (;;) {
      const rows = await reminderCandidates(db, window, now, after, PAGE);
      if (rows.length === 0) return;
      after = rows[rows.length - 1]?.goalId ?? after;
      const due = rows.flatMap((row) => {
        if (!row.targetDate || !isPro(row, now)) return [];
        const own = row.goalDaysBefore !== null;
        const reminder = dueGoalReminder(
          {
            goalId: row.goalId,
            targetDate: row.targetDate,
            createdAt: new Date(row.goalCreatedAt),
            daysBefore: parseDaysBefore(own ? row.goalDaysBefore : row.reminderDaysBefore),
            onTheDay: Boolean(own ? row.goalOnTheDay : row.reminderOnTheDay),
          },
          zoneOf(row.timeZone),
          now,
        );
        return reminder ? [{ row, reminder, key: `${row.goalId}:${reminder.kind}:${row.targetDate}` }] : [];
      });
      const settled = await settledKeys(
        due.map((d) => d.key),
        now,
      );
      for (const { row, reminder, key } of due) {
        if (signal?.aborted) return;
        if (settled.has(key)) continue;
        const claim = (kind: string): Claim => ({
          key: `${row.goalId}:${kind}:${row.targetDate}`,
          userId: row.userId,
          goalId: row.goalId,
          kind,
          targetDate: reminder.targetDate,
        });
        const sent = await deliver(
          claim(reminder.kind),
          async () =>
            goalReminderMail(
              localeOf(row.locale),
              row.email,
              row.name,
              { title: row.title, targetDate: reminder.targetDate, daysLeft: reminder.daysLeft },
              linksFor(row.userId, row.goalId),
            ),
          now,
          reminder.supersedes.map(claim),
        ).catch((err: unknown) => {
          // A goal deleted meanwhile (its claim's foreign key fails), a database hiccup: next pass.
          logger.warn({ err, key }, 'reminder not delivered');
          return false;
        });
        if (sent) result.sent++;
        else result.skipped++;
      }
      if (rows.length < PAGE) return;
    }
  }

  async function digests(now: Date, result: ReminderPassResult, signal?: AbortSignal) {
    let after = '';
    for (;;) {
      const users = await digestCandidates(db, now, after, PAGE);
      if (users.length === 0) return;
      after = users[users.length - 1]?.userId ?? after;
      const due = users.flatMap((user) => {
        const digest = isPro(user, now) ? dueDigest(zoneOf(user.timeZone), now) : null;
        return digest ? [{ user, digest, key: `${user.userId}:${digest.kind}:${digest.monday}` }] : [];
      });
      const settled = await settledKeys(
        due.map((d) => d.key),
        now,
      );
      for (const { user, digest, key } of due) {
        if (signal?.aborted) return;
        if (settled.has(key)) continue;
        const goals = await goalsDueBetween(db, user.userId, digest.from, digest.to, DIGEST_GOALS_MAX);
        // Nothing due this month: no mail (and none later this Monday either way).
        if (goals.length === 0) continue;
        const claim = {
          key,
          userId: user.userId,
          goalId: null,
          kind: digest.kind,
          targetDate: digest.monday,
        };
        const listed = goals.map((g) => ({ title: g.title, targetDate: g.targetDate ?? digest.monday }));
        const sent = await deliver(
          claim,
          async () =>
            weeklyDigestMail(localeOf(user.locale), user.email, user.name, listed, linksFor(user.userId)),
          now,
        ).catch((err: unknown) => {
          logger.warn({ err, key }, 'weekly digest not delivered');
          return false;
        });
        if (sent) result.sent++;
        else result.skipped++;
      }
      if (users.length < PAGE) return;
    }
  }

  /** `signal` stops the pass between two mails (shutdown); what is left goes out on the next one. */
  return async function runReminderPass(
    now: Date = new Date(),
    signal?: AbortSignal,
  ): Promise<ReminderPassResult> {
    const result: ReminderPassResult = { sent: 0, skipped: 0 };
    await goalReminders(now, result, signal);
    if (!signal?.aborted) await digests(now, result, signal);
    // Every pass at debug level (a support engineer can watch them), the ones that did something at info.
    logger[result.sent + result.skipped > 0 ? 'info' : 'debug'](result, 'reminder pass');
    return result;
  };
}

export type ReminderPass = ReturnType<typeof createReminderPass>;
