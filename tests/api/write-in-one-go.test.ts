import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { addPageViews } from '../../src/server/features/seo/page-view-counter';
import { writeInOneGo } from '../../src/server/write-behind';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Adds `views` to a page-view row of a made-up day, as the page-view counter writes its counts. */
const addViews = (target: Db, day: string, referrerDomain: string, views = 1) =>
  addPageViews(target, { day, path: '/', referrerDomain, views });

const itself = (row: string) => row;

const viewsOn = async (day: string) =>
  Object.fromEntries(
    (
      await t.db.selectFrom('pageView').select(['referrerDomain', 'views']).where('day', '=', day).execute()
    ).map((row) => [row.referrerDomain, Number(row.views)]),
  );

describe(`counts written in one go on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('writes every row in one transaction', async () => {
    const targets: boolean[] = [];
    const written = await writeInOneGo(
      t.db,
      ['a.example', 'b.example', 'c.example'],
      itself,
      (target, referrer) => {
        targets.push(target.isTransaction);
        return addViews(target, '2001-01-01', referrer, 2);
      },
    );
    expect(written.every((result) => result !== undefined)).toBe(true);
    expect(targets).toEqual([true, true, true]);
    expect(await viewsOn('2001-01-01')).toEqual({ 'a.example': 2, 'b.example': 2, 'c.example': 2 });
  });

  it('writes the other rows once each when one fails, and answers which one failed', async () => {
    const written = await writeInOneGo(
      t.db,
      ['a.example', 'bad', 'c.example'],
      itself,
      async (target, referrer) => {
        if (referrer === 'bad') throw new Error('this row cannot be written');
        return addViews(target, '2001-01-02', referrer);
      },
    );
    expect(written.map((result) => result !== undefined)).toEqual([true, false, true]);
    // The transaction's write of the first row was rolled back before the rows were tried alone:
    // counted once, not twice.
    expect(await viewsOn('2001-01-02')).toEqual({ 'a.example': 1, 'c.example': 1 });
  });

  it('writes the rows in key order and answers each result in the order given', async () => {
    const order: string[] = [];
    const written = await writeInOneGo(
      t.db,
      ['c.example', 'a.example', 'b.example'],
      itself,
      async (target, referrer) => {
        order.push(referrer);
        await addViews(target, '2001-01-03', referrer);
        return referrer.toUpperCase();
      },
    );
    expect(order).toEqual(['a.example', 'b.example', 'c.example']);
    expect(written.map((result) => result?.value)).toEqual(['C.EXAMPLE', 'A.EXAMPLE', 'B.EXAMPLE']);
  });
});
