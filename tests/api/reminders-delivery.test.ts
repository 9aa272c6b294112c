import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { createReminderPass } from '../../src/server/features/reminders';
import { createLogger } from '../../src/server/logger';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer';
import { seedProUserWithGoalDue } from '../support/reminder-seed';
import { startSmtpInbox } from '../support/smtp-inbox';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Each reminder goes out once, however many server processes run the pass: two processes are two
 * connections (pools) to one database, each with its own pass and its own SMTP connection to one
 * loopback inbox. Runs on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */

const SECRET = 'reminder-delivery-test-secret-of-32-chars';
let database: TestDatabase;
let second: DatabaseHandle;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  database = await createTestDatabase();
  second = createDatabase({
    databaseUrl: database.databaseUrl,
    sqliteFile: join(database.dataDir, 'someday.db'),
  });
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await second.db.destroy();
  await database.drop();
  await inbox.close();
});

const passOf = (handle: DatabaseHandle, mailer: Mailer) =>
  createReminderPass({
    db: handle.db,
    mailer,
    logger: createLogger('silent'),
    baseUrl: 'http://localhost:3000',
    authSecret: SECRET,
  });

/** A Pro user in UTC whose one goal has only an on-the-day reminder; answers the address. */
const userWithGoal = (targetDate: string) =>
  seedProUserWithGoalDue(database.handle.db, { targetDate, label: 'delivery' });

const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * 60_000);

it('two processes running the pass at once send each reminder once', async () => {
  const emails = await Promise.all(Array.from({ length: 12 }, () => userWithGoal('2031-01-10')));
  const mailerA = createSmtpMailer(inbox.url, 'Someday <a@someday.test>');
  const mailerB = createSmtpMailer(inbox.url, 'Someday <b@someday.test>');
  const a = passOf(database.handle, mailerA);
  const b = passOf(second, mailerB);
  const now = at('2031-01-10T09:00:00Z');
  const results = [
    ...(await Promise.all([a(now), b(now), a(at('2031-01-10T09:00:00Z', 1)), b(now)])),
    ...(await Promise.all([b(at('2031-01-10T09:00:00Z', 5)), a(at('2031-01-10T09:00:00Z', 5))])),
  ];
  await mailerA.close?.();
  await mailerB.close?.();
  const received = inbox.messages.filter((m) => emails.includes(m.to[0] ?? ''));
  expect(received.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
  expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(emails.length);
  // The runs really overlapped: the work was shared, not done by whichever came first.
  expect(results.filter((r) => r.sent > 0).length).toBeGreaterThanOrEqual(2);
  // The mail carries the one-click unsubscribe headers (folded lines unfolded).
  const headers = (received[0]?.raw ?? '').replace(/\r\n[ \t]+/g, ' ');
  expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(headers).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=/);
  const states = await database.handle.db
    .selectFrom('reminderDelivery')
    .select('state')
    .distinct()
    .where('kind', '=', 'on-the-day')
    .execute();
  expect(states).toEqual([{ state: 'sent' }]);
});

it('a pass killed between claim and mark does not send again within the lease', async () => {
  const email = await userWithGoal('2031-02-20');
  const now = '2031-02-20T09:00:00Z';
  // The SMTP server accepted the mail, then the process died before marking it sent.
  const accepted: MailMessage[] = [];
  const dying: Mailer = {
    send: async (message) => {
      accepted.push(message);
      await new Promise(() => {});
    },
  };
  void passOf(database.handle, dying)(at(now));
  await expect.poll(() => accepted.length).toBe(1);

  const sent: MailMessage[] = [];
  const survivor = passOf(second, { send: async (message) => void sent.push(message) });
  expect(await survivor(at(now, 1))).toEqual({ sent: 0, skipped: 0 });
  expect(await survivor(at(now, 9))).toEqual({ sent: 0, skipped: 0 });
  // After the lease the claim counts as abandoned: the documented single resend.
  expect(await survivor(at(now, 11))).toEqual({ sent: 1, skipped: 0 });
  expect(await survivor(at(now, 25))).toEqual({ sent: 0, skipped: 0 });
  expect(sent.map((m) => m.to)).toEqual([email]);
});

it('a refused mail is retried after the lease, and given up after the last attempt', async () => {
  await userWithGoal('2031-03-20');
  const now = '2031-03-20T09:00:00Z';
  let tries = 0;
  const refusing = passOf(second, {
    send: async () => {
      tries++;
      throw new Error('mailbox unavailable');
    },
  });
  expect(await refusing(at(now))).toEqual({ sent: 0, skipped: 1 });
  expect(await refusing(at(now, 5))).toEqual({ sent: 0, skipped: 0 });
  for (const minutes of [11, 22, 33, 44]) await refusing(at(now, minutes));
  expect(tries).toBe(5);
  expect(await refusing(at(now, 55))).toEqual({ sent: 0, skipped: 0 });
  expect(tries).toBe(5);
  const row = await database.handle.db
    .selectFrom('reminderDelivery')
    .select(['state', 'attempts'])
    .where('targetDate', '=', '2031-03-20')
    .where('kind', '=', 'on-the-day')
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ state: 'failed', attempts: 5 });
});
