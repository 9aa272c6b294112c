import type { Goal, GoalPage } from '@common/goals';
import type { Memory } from '@common/memories';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDownTo, migrateToLatest } from '../../src/server/db/migrate';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser } from '../support/verified-user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function columnsOf(table: string) {
  const tables = await t.db.introspection.getTables();
  return tables.find((x) => x.name === table)?.columns.map((c) => c.name) ?? [];
}

describe(`migrations on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('drops goal.position and memory.thumbMediaId from a database holding goals and memories', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = (
      await client.json<Goal>('/api/bucket-list', { body: { title: 'Walk the Camino', category: 'Travel' } })
    ).body;
    const memory = await client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'note', content: '<p>Day one</p>' },
    });
    expect(memory.status).toBe(201);

    // Back to the schema before 0012, with a value in each column it drops.
    await migrateDownTo(t.db, '0011-one-live-share-per-goal');
    await sql`update goal set position = 3 where id = ${goal.id}`.execute(t.db);
    expect(await columnsOf('goal')).toContain('position');
    expect(await columnsOf('memory')).toContain('thumbMediaId');

    await migrateToLatest(t.db);
    expect(await columnsOf('goal')).not.toContain('position');
    expect(await columnsOf('memory')).not.toContain('thumbMediaId');
    const goals = await client.json<GoalPage>('/api/bucket-list');
    expect(goals.body.items.map((g) => g.title)).toEqual(['Walk the Camino']);
    const memories = await client.json<Memory[]>(`/api/bucket-list/${goal.id}/memories`);
    expect(memories.status).toBe(200);
    expect(memories.body.map((m) => m.content)).toEqual(['<p>Day one</p>']);
  });

  it('adds user.listVersion and its triggers, and takes them away again, over existing goals', async () => {
    const { client, id } = await signInVerifiedUser(t);
    await client.json<Goal>('/api/bucket-list', { body: { title: 'Sail the fjords', category: 'Travel' } });
    const version = async () =>
      (await sql<{ v: number }>`select "listVersion" as v from "user" where id = ${id}`.execute(t.db)).rows[0]
        ?.v;

    await migrateDownTo(t.db, '0012-drop-unused-columns');
    expect(await columnsOf('user')).not.toContain('listVersion');
    // Without the triggers, goal writes still work. Written in SQL: today's app reads goal columns
    // that later migrations add (goal.customCategoryId), so it no longer runs on this old schema.
    const now = new Date().toISOString();
    const created = { body: { id: 'goal-written-on-0012' } };
    await t.db
      .insertInto('goal')
      .values({
        id: created.body.id,
        userId: id,
        title: 'Climb Kilimanjaro',
        category: 'Adventure',
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .execute();

    await migrateToLatest(t.db);
    expect(await columnsOf('user')).toContain('listVersion');
    const before = await version();
    const tag = (await client.request('/api/bucket-list')).headers.get('etag') as string;
    await client.json(`/api/bucket-list/${created.body.id}/complete`, { method: 'POST' });
    expect(await version()).toBe(Number(before) + 1);
    const fresh = await client.request('/api/bucket-list', { headers: { 'if-none-match': tag } });
    expect(fresh.status).toBe(200);
    const page = (await fresh.json()) as GoalPage;
    expect(page.items.map((g) => [g.title, g.status])).toEqual([
      ['Climb Kilimanjaro', 'completed'],
      ['Sail the fjords', 'active'],
    ]);
  });
  it('runs pending migrations in one transaction: when one fails, none of that run is left behind', async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: {
        getMigrations: async () => ({
          '0001-creates-a-table': {
            up: async (db) => {
              await db.schema.createTable('migrationRunProbe').addColumn('id', 'text').execute();
            },
          },
          '0002-fails': {
            up: async (db) => {
              await sql`select * from "noSuchTable"`.execute(db);
            },
          },
        }),
      },
      // Its own bookkeeping tables: the app's know nothing of these two migrations.
      migrationTableName: 'probeMigration',
      migrationLockTableName: 'probeMigrationLock',
    });
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeDefined();
    expect(results?.find((r) => r.status === 'Error')?.migrationName).toBe('0002-fails');
    const tables = (await t.db.introspection.getTables()).map((x) => x.name);
    expect(tables).not.toContain('migrationRunProbe');
    expect((await migrator.getMigrations()).filter((m) => m.executedAt !== undefined)).toEqual([]);
  });
});
