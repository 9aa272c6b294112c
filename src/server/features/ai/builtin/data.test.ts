import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../../common/goals';
import { countryName, loadDestinations, loadIdeas } from './catalogue';
import rawIdeas from './ideas.json';
import { ideasFileSchema } from './schema';

const THAI = /[\u0E00-\u0E7F]/;

describe('idea catalogue', () => {
  it('has at least 300 valid ideas and at least 18 in every category', async () => {
    const ideas = await loadIdeas();
    expect(ideas.length).toBeGreaterThanOrEqual(300);
    for (const category of CATEGORIES) {
      expect(ideas.filter((idea) => idea.category === category).length, category).toBeGreaterThanOrEqual(18);
    }
  });

  it('has unique ids and titles per language, Thai written in Thai script', async () => {
    const ideas = await loadIdeas();
    const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size;
    expect(unique(ideas.map((i) => i.id))).toBe(ideas.length);
    expect(unique(ideas.map((i) => i.en.title))).toBe(ideas.length);
    expect(unique(ideas.map((i) => i.th.title))).toBe(ideas.length);
    for (const idea of ideas) {
      expect(idea.th.title, idea.id).toMatch(THAI);
      expect(idea.th.description, idea.id).toMatch(THAI);
      expect(idea.en.title, idea.id).not.toMatch(THAI);
    }
  });

  it('rejects a catalogue with a repeated id or title', () => {
    const [first, second] = rawIdeas;
    if (!first || !second) throw new Error('catalogue too small');
    expect(ideasFileSchema.safeParse([first, { ...second, id: first.id }]).success).toBe(false);
    const sameTitle = { ...second, th: { ...second.th, title: first.th.title.toUpperCase() } };
    expect(ideasFileSchema.safeParse([first, sameTitle]).success).toBe(false);
    expect(ideasFileSchema.safeParse([first, second]).success).toBe(true);
  });

  it('parses once and hands every caller the same list', async () => {
    expect(await loadIdeas()).toBe(await loadIdeas());
  });
});

describe('destination file', () => {
  it('has at least 150 destinations with unique ids across all regions', async () => {
    const destinations = await loadDestinations();
    expect(destinations.length).toBeGreaterThanOrEqual(150);
    expect(new Set(destinations.map((d) => d.id)).size).toBe(destinations.length);
    expect(new Set(destinations.map((d) => d.region)).size).toBe(7);
  });

  it('names every country in Thai and English through i18n-iso-countries', async () => {
    for (const d of await loadDestinations()) {
      const th = countryName(d.country, 'th');
      expect(th, d.id).not.toBe(d.country);
      expect(th, d.id).toMatch(THAI);
      expect(countryName(d.country, 'en'), d.id).not.toBe(d.country);
    }
    expect(countryName('TH', 'th')).toBe('ไทย');
    expect(countryName('JP', 'en')).toBe('Japan');
  });

  it('keeps best months sensible: never freezing unless for snow sports or the aurora', async () => {
    for (const d of await loadDestinations()) {
      expect(d.name.th, d.id).toMatch(THAI);
      expect(d.why.th, d.id).toMatch(THAI);
      const coldBest = d.bestMonths.filter((m) => d.climate[m - 1] === 'cold');
      const wetBest = d.bestMonths.filter((m) => d.wetMonths.includes(m));
      if (coldBest.length > 0) {
        expect(
          d.activities.some((a) => a === 'skiing' || a === 'nature' || a === 'festivals'),
          d.id,
        ).toBe(true);
      }
      // A rainy month can still be a best month (Uyuni's mirror, Rio's carnival), but never most of them.
      expect(wetBest.length, d.id).toBeLessThanOrEqual(d.bestMonths.length / 2);
    }
  });

  it('puts well-known places in the right season', async () => {
    const byId = new Map((await loadDestinations()).map((d) => [d.id, d]));
    expect(byId.get('bangkok')?.bestMonths).toContain(12);
    expect(byId.get('bangkok')?.wetMonths).toContain(9);
    expect(byId.get('tromso')?.climate[0]).toBe('cold');
    expect(byId.get('sydney')?.climate[0]).toBe('warm');
    expect(byId.get('sydney')?.climate[6]).toBe('mild');
    expect(byId.get('dubai')?.bestMonths).not.toContain(7);
  });
});
