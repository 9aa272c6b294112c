import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import { buildWorld, PERSONAS, type World } from '../support/matrix-world';
import { type Expected, ROUTES, routeTable, sendAs } from '../support/route-catalogue';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every route of the app against every kind of caller. A route added without a row in
 * tests/support/route-catalogue.ts fails the first test; a changed rule fails the second with the
 * whole table's difference.
 */

let t: TestApp;
let shared: World;
beforeAll(async () => {
  t = await createTestApp();
  shared = await buildWorld(t, new TestClient(t));
});
afterAll(async () => {
  await t.close();
});

describe(`authorization matrix on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('has a row for every route the app answers', () => {
    expect(routeTable(t)).toEqual(Object.keys(ROUTES).sort());
  });

  it('answers every caller of every route as the rules say', async () => {
    const actual: Record<string, Expected> = {};
    const expected: Record<string, Expected> = {};
    for (const [key, row] of Object.entries(ROUTES)) {
      const world = row.fresh ? await buildWorld(t, new TestClient(t)) : shared;
      const statuses = {} as Expected;
      for (const persona of PERSONAS) {
        const res = await sendAs(t, key, row, world, persona);
        await res.arrayBuffer();
        statuses[persona] = res.status;
      }
      actual[key] = statuses;
      expected[key] = row.expect;
    }
    expect(actual).toEqual(expected);
  }, 240_000);
});
