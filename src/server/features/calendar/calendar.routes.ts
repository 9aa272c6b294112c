import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import {
  calendarEntriesSchema,
  calendarFeedSchema,
  calendarFeedStateSchema,
} from '../../../common/api-responses';
import { calendarRangeSchema } from '../../../common/calendar';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { holdsEtag } from '../../etag';
import { queryParams } from '../../middleware/query-params';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { CalendarService } from './calendar.service';

const doc = (d: Omit<RouteDoc, 'tag' | 'access'>) => routeDoc({ ...d, tag: 'Calendar', access: 'user' });

/** A feed file name: the 43-character token of 32 random bytes, then `.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** /api/me/calendar and /api/me/calendar-feed: my dates, and my private feed's switch. */
export function myCalendarRoutes(calendar: CalendarService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get(
      '/calendar',
      doc({
        summary: 'My dates',
        description:
          'Target dates of my goals and due dates of their milestones from `from` to `to` (both ' +
          'included, at most 400 days), in date order; completed ones are marked done.',
        success: { status: 200, description: 'The dated entries.', schema: calendarEntriesSchema },
      }),
      queryParams(calendarRangeSchema),
      async (c) => c.json({ entries: await calendar.entries(currentUserId(c), c.req.valid('query')) }),
    )
    .get(
      '/calendar-feed',
      doc({
        summary: 'Whether my calendar feed is on',
        success: { status: 200, description: 'On or off, and since when.', schema: calendarFeedStateSchema },
      }),
      async (c) => c.json(await calendar.feedState(currentUserId(c))),
    )
    .post(
      '/calendar-feed',
      doc({
        summary: 'Make my calendar feed address',
        description:
          'Pro (with deadline reminders). A private ICS address for Google Calendar, Apple Calendar ' +
          'or Outlook; shown only now. Made again, the earlier address stops working at once.',
        success: { status: 201, description: 'The new address.', schema: calendarFeedSchema },
        errors: ['PRO_REQUIRED'],
      }),
      async (c) => c.json(await calendar.createFeed(currentUserId(c)), 201),
    )
    .delete(
      '/calendar-feed',
      doc({
        summary: 'Turn my calendar feed off',
        success: { status: 204, description: 'The address no longer works.' },
      }),
      async (c) => {
        await calendar.deleteFeed(currentUserId(c));
        return c.body(null, 204);
      },
    );
}

/** /api/calendar/:token.ics: the feed itself, read by calendar apps without a session. */
export function calendarFeedRoutes(calendar: CalendarService) {
  return new Hono<AppEnv>().get(
    '/:file',
    routeDoc({
      summary: 'A calendar feed',
      description:
        'Public to whoever holds the address: an all-day event per open goal with a target date and ' +
        'per open milestone with a due date. 404 once the address was replaced or turned off, or ' +
        'its owner is no longer Pro or is suspended.',
      tag: 'Calendar',
      access: 'public',
      success: { status: 200, description: 'iCalendar text.', media: 'text/calendar' },
      errors: ['NOT_FOUND', 'RATE_LIMITED'],
    }),
    async (c) => {
      const token = FEED_FILE.exec(c.req.param('file'))?.[1];
      if (!token) throw new AppError('NOT_FOUND');
      const body = await calendar.feed(token);
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      // Private to its holder; calendar apps poll, so an unchanged feed costs them a 304.
      const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
      if (holdsEtag(c, etag)) return c.body(null, 304, headers);
      return c.body(body, 200, { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' });
    },
  );
}
