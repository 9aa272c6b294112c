import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/database';
import { dbBool } from '../../src/server/db/engine';

/**
 * A verified Pro user written straight into the database, with one active goal due on
 * `targetDate` and only an on-the-day reminder (no "days before"), created long ago so that every
 * reminder moment counts as after its creation. Answers the user's address.
 */
export async function seedProUserWithGoalDue(
  db: Db,
  { targetDate, timeZone = 'UTC', label }: { targetDate: string; timeZone?: string; label: string },
): Promise<string> {
  const id = randomUUID();
  const email = `${label}-${id}@example.com`;
  const created = '2020-01-01T00:00:00.000Z';
  await db
    .insertInto('user')
    .values({
      id,
      name: label,
      email,
      emailVerified: dbBool(db, true),
      image: null,
      locale: 'en',
      planSource: 'admin',
      proUntil: null,
      role: 'user',
      banned: null,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: null,
      stripeCustomerId: null,
      createdAt: created,
      updatedAt: created,
    })
    .execute();
  await db
    .updateTable('user')
    .set({ plan: 'pro', timeZone, reminderDaysBefore: '[]' })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('goal')
    .values({
      id: randomUUID(),
      userId: id,
      title: `Goal of ${id.slice(0, 8)}`,
      description: null,
      category: 'Travel',
      imageId: null,
      targetDate,
      status: 'active',
      completedAt: null,
      createdAt: created,
      updatedAt: created,
    })
    .execute();
  return email;
}
