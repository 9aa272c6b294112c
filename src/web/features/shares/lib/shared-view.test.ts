import type { SharedScrapbook } from '@common/shares';
import { describe, expect, it } from 'vitest';
import { formatShareDate, sharedScrapbookView } from './shared-view';

const data: SharedScrapbook = {
  share: {
    title: '  Diving the reef  ',
    description: '   ',
    viewCount: 3,
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: null,
  },
  wish: {
    title: 'Dive the Great Barrier Reef',
    description: 'With a turtle',
    category: 'Adventure',
    imageData: '/media/m1?share=tok',
    completedAt: '2026-02-14T10:00:00.000Z',
    progress: { done: 0, total: 0 },
    customCategory: null,
  },
  memories: [],
};

describe('sharedScrapbookView', () => {
  it('formats dates in the language and trims texts', () => {
    const view = sharedScrapbookView(data, 'en');
    expect(view).toMatchObject({
      title: 'Diving the reef',
      description: null,
      completedOn: '14 Feb 2026',
      sharedOn: '1 Mar 2026',
      expiresOn: null,
      viewCount: 3,
      category: 'Adventure',
      wish: {
        title: 'Dive the Great Barrier Reef',
        description: 'With a turtle',
        imageUrl: '/media/m1?share=tok',
      },
    });
  });

  it('has no completion day for an open wish (the page says "Recently")', () => {
    const view = sharedScrapbookView({ ...data, wish: { ...data.wish, completedAt: null } }, 'en');
    expect(view.completedOn).toBeNull();
  });

  it('falls back to the wish title and shows the expiry day', () => {
    const view = sharedScrapbookView(
      { ...data, share: { ...data.share, title: ' ', expiresAt: '2026-03-31T10:00:00.000Z' } },
      'en',
    );
    expect(view.title).toBe('Dive the Great Barrier Reef');
    expect(view.expiresOn).toBe('31 Mar 2026');
  });

  it('writes Thai dates in the Buddhist era', () => {
    expect(formatShareDate('2026-02-14T10:00:00.000Z', 'th')).toContain('2569');
  });

  it('treats a missing or invalid date as none', () => {
    expect(formatShareDate(null, 'en')).toBeNull();
    expect(formatShareDate('not a date', 'en')).toBeNull();
  });
});
