import type { Db } from '../../db/database';
import { POPULAR_MIN_COUNT } from './builtin';

/** Notes that the user added a catalogue idea; adding it again changes nothing. */
export async function recordAdoption(db: Db, ideaId: string, userId: string): Promise<void> {
  await db
    .insertInto('ideaAdoption')
    .values({ ideaId, userId, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['ideaId', 'userId']).doNothing())
    .execute();
}

/** Catalogue ideas added by enough people to be called popular, with how many added each. */
export async function popularCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ideaAdoption')
    .select((eb) => ['ideaId', eb.fn.countAll<number | string>().as('n')])
    .groupBy('ideaId')
    .having((eb) => eb.fn.countAll(), '>=', POPULAR_MIN_COUNT)
    .execute();
  return new Map(rows.map((row) => [row.ideaId, Number(row.n)]));
}

/** What is on the user's list already: the catalogue ideas they added and their goals' titles. */
export async function listedByUser(db: Db, userId: string) {
  const [ideas, goals] = await Promise.all([
    db.selectFrom('ideaAdoption').select('ideaId').where('userId', '=', userId).execute(),
    db.selectFrom('goal').select('title').where('userId', '=', userId).execute(),
  ]);
  return { ids: ideas.map((row) => row.ideaId), titles: goals.map((row) => row.title) };
}
