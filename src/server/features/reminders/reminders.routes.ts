import { Hono } from 'hono';
import {
  goalRemindersSchema,
  reminderPassResultSchema,
  reminderSettingsSchema,
  unsubscribeResultSchema,
} from '../../../common/api-responses';
import {
  goalRemindersBodySchema,
  REMINDER_UNSUBSCRIBE_PATH,
  reminderSettingsBodySchema,
  unsubscribeQuerySchema,
} from '../../../common/reminders';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { adminDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireAdmin, requireUser } from '../../middleware/session';
import type { RemindersService } from './reminders.service';
import { confirmPage, donePage } from './unsubscribe-page';

/** /api/me/reminder-settings: the signed-in user's reminder settings. */
export function reminderSettingsRoutes(reminders: RemindersService) {
  const doc = (summary: string, description: string, errors: ('PRO_REQUIRED' | 'VALIDATION_FAILED')[] = []) =>
    routeDoc({
      summary,
      description,
      tag: 'Reminders',
      access: 'user',
      success: { status: 200, description: 'The reminder settings.', schema: reminderSettingsSchema },
      errors,
    });
  return new Hono<AppEnv>()
    .get(
      '/reminder-settings',
      requireUser,
      doc(
        'My reminder settings',
        'The master switch, time zone, the default choice for goals without their own, and the weekly digest. ' +
          'Readable on every plan; reminders are only mailed while the plan has them.',
      ),
      async (c) => c.json(await reminders.settings(currentUserId(c))),
    )
    .put(
      '/reminder-settings',
      requireUser,
      doc(
        'Change my reminder settings',
        'Turning reminders on (`enabled: true`) needs Pro; turning them off, and the rest while off, does not.',
        ['PRO_REQUIRED'],
      ),
      jsonBody(reminderSettingsBodySchema),
      async (c) => c.json(await reminders.updateSettings(currentUserId(c), c.req.valid('json'))),
    );
}

/** /api/bucket-list/:id/reminders: a goal's own reminder choice (Pro). */
export function goalReminderRoutes(reminders: RemindersService) {
  const doc = (summary: string, description: string) =>
    routeDoc({
      summary,
      description,
      tag: 'Reminders',
      access: 'user',
      success: { status: 200, description: "The goal's reminders.", schema: goalRemindersSchema },
      errors: ['PRO_REQUIRED', 'NOT_FOUND'],
    });
  return new Hono<AppEnv>()
    .get(
      '/:id/reminders',
      requireUser,
      doc(
        "A goal's reminders",
        'The days before the target date (1, 7, 30) and on the day; `followsDefault` while the goal ' +
          'follows the default choice in the reminder settings.',
      ),
      idParams('id'),
      async (c) => c.json(await reminders.goalReminders(currentUserId(c), c.req.param('id'))),
    )
    .put(
      '/:id/reminders',
      requireUser,
      doc(
        "Set a goal's reminders",
        'Each reminder goes out at 09:00 in the owner’s time zone: `daysBefore` holds 1, 7 or 30, each at most once.',
      ),
      idParams('id'),
      jsonBody(goalRemindersBodySchema),
      async (c) =>
        c.json(await reminders.updateGoalReminders(currentUserId(c), c.req.param('id'), c.req.valid('json'))),
    );
}

/** /api/reminders/unsubscribe: the signed link every reminder mail carries; no session needed. */
export function unsubscribeRoutes(reminders: RemindersService, baseUrl: string) {
  const errors = ['INVALID_UNSUBSCRIBE_TOKEN' as const];
  return new Hono<AppEnv>()
    .get(
      '/unsubscribe',
      routeDoc({
        summary: 'Reminder unsubscribe page',
        description: 'Asks before acting: opening the link changes nothing (mail scanners open links too).',
        tag: 'Reminders',
        access: 'public',
        success: { status: 200, description: 'A small page with a confirm button.', media: 'text/html' },
        errors,
      }),
      queryParams(unsubscribeQuerySchema),
      async (c) => {
        const { token } = c.req.valid('query');
        const locale = await reminders.unsubscribePage(token);
        const action = `${REMINDER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
        return c.html(await confirmPage(locale, action));
      },
    )
    .post(
      '/unsubscribe',
      routeDoc({
        summary: 'Stop reminder mail (one click)',
        description:
          'Turns the reminder master switch off for the user the signed token names; what RFC 8058 mail ' +
          'programs post (`List-Unsubscribe=One-Click`). Any body is ignored. A browser (Accept: text/html) ' +
          'gets a confirmation page instead of JSON.',
        tag: 'Reminders',
        access: 'public',
        success: { status: 200, description: 'Reminders are off.', schema: unsubscribeResultSchema },
        errors,
      }),
      queryParams(unsubscribeQuerySchema),
      async (c) => {
        const locale = await reminders.unsubscribe(c.req.valid('query').token);
        if ((c.req.header('accept') ?? '').includes('text/html')) {
          return c.html(await donePage(locale, `${baseUrl}/profile`));
        }
        return c.json({ enabled: false as const });
      },
    );
}

/** /api/admin/jobs/reminders/run: an administrator runs the reminder pass now. */
export function adminReminderJobRoutes(reminders: RemindersService) {
  return new Hono<AppEnv>().post(
    '/reminders/run',
    requireAdmin,
    adminDoc({
      summary: 'Run the reminder pass now',
      description:
        'Sends every reminder and weekly digest due now that has not gone out; each is sent at most once, ' +
        'whoever runs the pass. `skipped`: due ones this run did not send (another process had them, or the mail failed).',
      success: { status: 200, description: 'What the pass did.', schema: reminderPassResultSchema },
    }),
    async (c) => c.json(await reminders.runPass()),
  );
}
