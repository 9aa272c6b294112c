import { describe, expect, it } from 'vitest';
import { loadIdeas } from './catalogue';
import { ideasInCategory, POPULAR_MIN_COUNT, popular, surprise } from './ideas';

describe('ideasInCategory', () => {
  it('returns ideas of the category in the language asked, minus excluded ids', async () => {
    const all = await ideasInCategory('Travel', 'en', 50);
    expect(all.length).toBeGreaterThanOrEqual(18);
    expect(all.every((idea) => idea.category === 'Travel')).toBe(true);
    const [first, second] = all;
    const rest = await ideasInCategory('Travel', 'th', 3, [first?.id ?? '']);
    expect(rest).toHaveLength(3);
    expect(rest[0]?.id).toBe(second?.id);
    expect(rest[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(await ideasInCategory('Travel', 'en', -1)).toEqual([]);
  });
});

describe('surprise', () => {
  it('is the same for the same seed and differs for another', async () => {
    const a = await surprise('en', 8, [], [], 42);
    const b = await surprise('en', 8, [], [], 42);
    const c = await surprise('en', 8, [], [], 'another seed');
    expect(a).toHaveLength(8);
    expect(b).toEqual(a);
    expect(c.map((i) => i.id)).not.toEqual(a.map((i) => i.id));
  });

  it('spreads a small draw over different categories', async () => {
    const picks = await surprise('en', 15, [], [], 7);
    expect(new Set(picks.map((idea) => idea.category)).size).toBe(15);
  });

  it('leaves out ideas already on the list, by id or by title in either language', async () => {
    const ideas = await loadIdeas();
    const byId = ideas.slice(0, 100).map((idea) => idea.id);
    const enTitles = ideas.slice(100, 200).map((idea) => `  ${idea.en.title.toUpperCase()} `);
    const thTitles = ideas.slice(200, 290).map((idea) => idea.th.title);
    const open = ideas
      .slice(290)
      .map((idea) => idea.id)
      .sort();
    const picks = await surprise('th', 50, byId, [...enTitles, ...thTitles], 1);
    expect(picks.map((idea) => idea.id).sort()).toEqual(open);
    expect(
      await surprise(
        'en',
        5,
        ideas.map((idea) => idea.id),
        [],
        1,
      ),
    ).toEqual([]);
  });
});

describe('popular', () => {
  it('ranks by count, breaks ties by id and hides counts below the threshold', async () => {
    const counts = new Map([
      ['run-marathon', 12],
      ['write-novel', 7],
      ['bake-sourdough', 7],
      ['learn-surf', POPULAR_MIN_COUNT],
      ['petra', POPULAR_MIN_COUNT - 1],
      ['not-in-the-catalogue', 99],
    ]);
    const list = await popular(counts, 'en', 10);
    expect(list.map((idea) => [idea.id, idea.count])).toEqual([
      ['run-marathon', 12],
      ['bake-sourdough', 7],
      ['write-novel', 7],
      ['learn-surf', 5],
    ]);
    expect(list[0]?.title).toBe('Run a marathon');
    expect(await popular(counts, 'th', 2)).toHaveLength(2);
    expect(await popular(new Map(), 'en', 10)).toEqual([]);
  });
});
