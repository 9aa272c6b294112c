import { describe, expect, it } from 'vitest';
import { loadDestinations } from './catalogue';
import { matchTravel, TRAVEL_RESULTS } from './travel';

describe('matchTravel', () => {
  it('returns at most five, best first, the same every time', async () => {
    const a = await matchTravel({}, 'en');
    expect(a).toHaveLength(TRAVEL_RESULTS);
    expect(await matchTravel({}, 'en')).toEqual(a);
    const scores = a.map((m) => m.score);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
  });

  it('keeps to the region and the budget', async () => {
    const matches = await matchTravel({ region: 'europe', budget: 2, interests: ['beach'] }, 'en');
    const byId = new Map((await loadDestinations()).map((d) => [d.id, d]));
    expect(matches.length).toBe(5);
    for (const m of matches) {
      expect(byId.get(m.id)?.region).toBe('europe');
      expect(m.costLevel).toBeLessThanOrEqual(2);
    }
  });

  it('picks places whose best season includes the month and whose weather matches', async () => {
    const byId = new Map((await loadDestinations()).map((d) => [d.id, d]));
    const matches = await matchTravel({ month: 1, climate: 'hot', interests: ['beach', 'diving'] }, 'en');
    for (const m of matches) {
      const d = byId.get(m.id);
      expect(d?.bestMonths, m.id).toContain(1);
      expect(d?.climate[0], m.id).toBe('hot');
      expect(m.reasons).toEqual(expect.arrayContaining(['best-month', 'climate', 'interests']));
    }
    const july = await matchTravel({ month: 7, climate: 'cold', interests: ['skiing'] }, 'en');
    // July snow is in the southern hemisphere.
    expect(july.map((m) => m.id)).toContain('queenstown');
    for (const m of july) expect(byId.get(m.id)?.bestMonths).toContain(7);
  });

  it('puts the places known for an interest in their short season first', async () => {
    const ids = (await matchTravel({ month: 8, interests: ['wildlife'] }, 'en')).map((m) => m.id);
    expect(ids).toContain('maasai-mara');
    expect(ids).toContain('okavango');
    const ski = (await matchTravel({ month: 12, climate: 'cold', interests: ['skiing'] }, 'en')).map(
      (m) => m.id,
    );
    expect(ski.slice(0, 3)).toEqual(expect.arrayContaining(['hokkaido']));
  });

  it('prefers trips that fit the days available', async () => {
    const byId = new Map((await loadDestinations()).map((d) => [d.id, d]));
    const matches = await matchTravel({ tripLength: 2, region: 'asia' }, 'en');
    for (const m of matches) {
      const days = byId.get(m.id)?.tripDays;
      expect(days && days.min <= 2 && days.max >= 2, m.id).toBe(true);
    }
  });

  it('speaks the language asked, with the country named by i18n-iso-countries', async () => {
    const [th] = await matchTravel(
      { region: 'asia', month: 12, interests: ['food', 'city'], budget: 2 },
      'th',
    );
    expect(th?.name).toMatch(/[\u0E00-\u0E7F]/);
    expect(th?.country).toMatch(/[\u0E00-\u0E7F]/);
    expect(th?.why).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('shows at most two places per country', async () => {
    const matches = await matchTravel(
      { month: 2, climate: 'hot', interests: ['beach'], region: 'asia' },
      'en',
    );
    const countries = matches.map((m) => m.country);
    for (const c of countries) expect(countries.filter((x) => x === c).length).toBeLessThanOrEqual(2);
  });

  it('returns nothing rather than break the budget', async () => {
    expect(await matchTravel({ region: 'oceania', budget: 1 }, 'en')).toEqual([]);
  });
});
