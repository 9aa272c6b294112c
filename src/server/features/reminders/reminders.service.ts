import { LOCALES, type Locale } from '../../../common/limits';
import {
  canonicalTimeZone,
  DEFAULT_TIME_ZONE,
  type GoalReminders,
  type GoalRemindersBody,
  normaliseDaysBefore,
  type ReminderSettings,
} from '../../../common/reminders';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../errors';
import { findAccessibleGoalId } from '../goals';
import { requirePro } from '../plans';
import { createReminderPass } from './reminder-pass';
import {
  findGoalReminder,
  findReminderSettings,
  findUserLocale,
  parseDaysBefore,
  saveGoalReminder,
  turnRemindersOff,
  updateReminderSettings,
} from './reminders.repository';
import { verifyUnsubscribeToken } from './unsubscribe-token';

type RemindersDeps = Pick<AppDeps, 'database' | 'config' | 'mailer' | 'logger'>;

const goalNotFound = () => new AppError('NOT_FOUND', 'Goal not found.');

/**
 * Deadline reminders (Pro): the user's settings, each goal's own choice, the one-click
 * unsubscribe and the pass that sends them. Settings stay when Pro ends; the pass skips non-Pro
 * users, so reminders resume as they were when Pro comes back.
 */
export function remindersService({ database, config, mailer, logger }: RemindersDeps) {
  const { db } = database;
  const runPass = createReminderPass({
    db,
    mailer,
    logger,
    baseUrl: config.baseUrl,
    authSecret: config.authSecret,
  });

  async function settingsOf(userId: string): Promise<ReminderSettings> {
    const row = await findReminderSettings(db, userId);
    if (!row) throw new AppError('UNAUTHORIZED');
    return {
      enabled: Boolean(row.remindersEnabled),
      timeZone: canonicalTimeZone(row.timeZone) ?? DEFAULT_TIME_ZONE,
      defaultDaysBefore: parseDaysBefore(row.reminderDaysBefore),
      defaultOnTheDay: Boolean(row.reminderOnTheDay),
      weeklyDigest: Boolean(row.weeklyDigest),
    };
  }

  return {
    runPass,

    settings: settingsOf,

    /** Turning reminders on needs Pro; anyone may turn them off or change the rest with them off. */
    async updateSettings(userId: string, input: ReminderSettings): Promise<ReminderSettings> {
      if (input.enabled) await requirePro(db, userId, 'reminders');
      await updateReminderSettings(db, userId, {
        ...input,
        timeZone: canonicalTimeZone(input.timeZone) ?? DEFAULT_TIME_ZONE,
        defaultDaysBefore: normaliseDaysBefore(input.defaultDaysBefore),
      });
      return settingsOf(userId);
    },

    /** Pro first (a free caller hears that before anything about the goal), then the goal's access rule. */
    async goalReminders(userId: string, goalId: string): Promise<GoalReminders> {
      await requirePro(db, userId, 'reminders');
      if (!(await findAccessibleGoalId(db, userId, goalId, 'own'))) throw goalNotFound();
      const own = await findGoalReminder(db, goalId);
      if (own) {
        return {
          daysBefore: parseDaysBefore(own.daysBefore),
          onTheDay: Boolean(own.onTheDay),
          followsDefault: false,
        };
      }
      const settings = await settingsOf(userId);
      return {
        daysBefore: settings.defaultDaysBefore,
        onTheDay: settings.defaultOnTheDay,
        followsDefault: true,
      };
    },

    async updateGoalReminders(
      userId: string,
      goalId: string,
      input: GoalRemindersBody,
    ): Promise<GoalReminders> {
      await requirePro(db, userId, 'reminders');
      if (!(await findAccessibleGoalId(db, userId, goalId, 'own'))) throw goalNotFound();
      const daysBefore = normaliseDaysBefore(input.daysBefore);
      // A goal deleted between the check and the write fails its foreign key: answered as gone.
      await saveGoalReminder(db, { goalId, userId, daysBefore, onTheDay: input.onTheDay }).catch(
        async (error) => {
          if (!(await findAccessibleGoalId(db, userId, goalId, 'own'))) throw goalNotFound();
          throw error;
        },
      );
      return { daysBefore, onTheDay: input.onTheDay, followsDefault: false };
    },

    /**
     * The unsubscribe link: a genuine token turns that user's reminder mail off (again is fine; an
     * account deleted since is fine too). Answers the user's language for the confirmation page.
     */
    async unsubscribe(token: string): Promise<Locale> {
      const userId = verifyUnsubscribeToken(config.authSecret, token);
      if (!userId) throw new AppError('INVALID_UNSUBSCRIBE_TOKEN');
      await turnRemindersOff(db, userId);
      return localeOfUser(userId);
    },

    /** Checks a token without acting on it (the confirmation page a link opens). */
    async unsubscribePage(token: string): Promise<Locale> {
      const userId = verifyUnsubscribeToken(config.authSecret, token);
      if (!userId) throw new AppError('INVALID_UNSUBSCRIBE_TOKEN');
      return localeOfUser(userId);
    },
  };

  async function localeOfUser(userId: string): Promise<Locale> {
    const locale = await findUserLocale(db, userId);
    return LOCALES.includes(locale as Locale) ? (locale as Locale) : 'en';
  }
}

export type RemindersService = ReturnType<typeof remindersService>;
