import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedProUserWithGoalDue } from '../support/reminder-seed';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { startSmtpInbox } from '../support/smtp-inbox';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Two real server processes on one database, each running its reminder pass at start, mailing
 * through one loopback SMTP server: every due reminder arrives exactly once.
 */

let database: TestDatabase;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await inbox.close();
  await database.drop();
});

/** A zone where it is now between 10:00 and 23:00, so an on-the-day reminder for its today is due. */
function zoneWhereTheDayIsUnderway(now: Date): { zone: string; today: string } {
  for (const zone of [
    'Pacific/Kiritimati',
    'Asia/Tokyo',
    'Asia/Bangkok',
    'Europe/Berlin',
    'UTC',
    'America/New_York',
    'Pacific/Honolulu',
    'Pacific/Pago_Pago',
  ]) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(now)
        .map((part) => [part.type, part.value]),
    );
    const hour = Number(parts.hour);
    if (hour >= 10 && hour <= 22) return { zone, today: `${parts.year}-${parts.month}-${parts.day}` };
  }
  throw new Error('no zone has its day underway');
}

const proUserWithGoalDueToday = (timeZone: string, targetDate: string) =>
  seedProUserWithGoalDue(database.handle.db, { targetDate, timeZone, label: 'processes' });

it('two server processes starting together send each due reminder once', async () => {
  const { zone, today } = zoneWhereTheDayIsUnderway(new Date());
  const emails = await Promise.all(Array.from({ length: 20 }, () => proUserWithGoalDueToday(zone, today)));
  const env: Record<string, string> = {
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir }),
    SMTP_URL: inbox.url,
    REMINDERS_ENABLED: 'true',
  };
  servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));

  const ours = () => inbox.messages.filter((mail) => emails.includes(mail.to[0] ?? ''));
  await expect.poll(() => ours().length, { timeout: 30_000 }).toBe(emails.length);
  // Each process ends its pass before it exits: whatever either still had to send is in by then.
  for (const server of servers) server.child.kill('SIGTERM');
  for (const server of servers) expect((await server.exited).code, server.output()).toBe(0);

  expect(
    ours()
      .map((mail) => mail.to[0])
      .sort(),
  ).toEqual([...emails].sort());
  const rows = await database.handle.db
    .selectFrom('reminderDelivery')
    .select(['state'])
    .where('kind', '=', 'on-the-day')
    .execute();
  expect(rows).toHaveLength(emails.length);
  expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['sent']));
}, 90_000);

it('a process killed after the SMTP server took the mail, before marking it sent, is not followed by a second mail', async () => {
  const { zone, today } = zoneWhereTheDayIsUnderway(new Date());
  const email = await proUserWithGoalDueToday(zone, today);
  // This SMTP server keeps the message, then never answers: the sender hangs after the hand-off.
  const taken: string[] = [];
  const stalling = await startSmtpInbox({
    onData(stream, session, _callback) {
      stream.resume();
      stream.on('end', () => taken.push(...session.envelope.rcptTo.map((r) => r.address)));
    },
  });
  try {
    const env: Record<string, string> = database.databaseUrl
      ? { DATABASE_URL: database.databaseUrl }
      : { DATA_DIR: database.dataDir };
    const first = await startServerProcess({ ...env, SMTP_URL: stalling.url, REMINDERS_ENABLED: 'true' });
    servers.push(first);
    await expect.poll(() => taken.includes(email), { timeout: 30_000 }).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;

    // The next process's pass finds the claim still within its lease and leaves it alone.
    const second = await startServerProcess({
      ...env,
      SMTP_URL: inbox.url,
      REMINDERS_ENABLED: 'true',
      LOG_LEVEL: 'debug',
    });
    servers.push(second);
    await expect
      .poll(() => second.output().includes('"msg":"reminder pass"'), { timeout: 30_000 })
      .toBe(true);
    second.child.kill('SIGTERM');
    expect((await second.exited).code, second.output()).toBe(0);
    expect(inbox.messages.filter((mail) => mail.to.includes(email))).toEqual([]);
    const row = await database.handle.db
      .selectFrom('reminderDelivery')
      .select(['state'])
      .where(
        'userId',
        '=',
        (
          await database.handle.db
            .selectFrom('user')
            .select('id')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('sending');
  } finally {
    await stalling.close();
  }
}, 90_000);
