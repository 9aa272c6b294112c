import type { Memory } from '@common/memories';
import type { Share, SharedScrapbook } from '@common/shares';
import { goalFixture } from '@web/test-utils/goal-fixture';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { renderPage, textOf } from '@web/test-utils/render-page';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true };
const signedIn = { session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' }, user };

const sharedMemories: SharedScrapbook['memories'] = [
  {
    id: 'm1',
    type: 'photo',
    url: '/media/p1?share=tok',
    thumbUrl: '/media/p1/thumb?share=tok',
    content: null,
    caption: 'Turtle at dawn',
    tags: ['reef', 'turtle'],
    createdAt: '2026-02-10T09:00:00.000Z',
  },
  {
    id: 'm2',
    type: 'video',
    url: '/media/v1?share=tok',
    thumbUrl: '/media/v1/thumb?share=tok',
    content: null,
    caption: 'First dive',
    tags: [],
    createdAt: '2026-02-11T09:00:00.000Z',
  },
  {
    id: 'm3',
    type: 'note',
    url: null,
    thumbUrl: null,
    content: '<p>We saw <strong>three</strong> sharks.</p>',
    caption: null,
    tags: ['log'],
    createdAt: '2026-02-12T09:00:00.000Z',
  },
];

const shared = (memories: SharedScrapbook['memories']): SharedScrapbook => ({
  share: {
    title: 'Our reef trip',
    description: 'Two weeks on the reef.',
    viewCount: 12,
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-31T10:00:00.000Z',
  },
  wish: {
    title: 'Dive the Great Barrier Reef',
    description: 'Finally learn to dive.',
    category: 'Adventure',
    imageData: '/media/g1?share=tok',
    completedAt: '2026-02-14T10:00:00.000Z',
    progress: { done: 0, total: 0 },
    customCategory: null,
  },
  memories,
});

describe('shared scrapbook page', () => {
  it('while loading', async () => {
    const { SharedPage } = await import('./shared');
    const text = textOf(await renderPage(<SharedPage />));
    expect(text).toContain('Loading shared scrapbook...');
  });

  it('not found (expired, revoked or unknown)', async () => {
    const { SharedScrapbookScreen } = await import('@web/features/shares');
    const html = await renderPage(<SharedScrapbookScreen token="tok" />, {
      queryData: [[['api', 'shared', 'tok'], null]],
    });
    const text = textOf(html);
    expect(text).toContain('Scrapbook Not Found');
    expect(text).toContain('This shared scrapbook may have expired or been removed.');
    expect(html).toContain('href="/"');
  });

  it('with memories, for a visitor', async () => {
    const { SharedScrapbookScreen } = await import('@web/features/shares');
    const html = await renderPage(<SharedScrapbookScreen token="tok" />, {
      queryData: [[['api', 'shared', 'tok'], shared(sharedMemories)]],
    });
    const text = textOf(html);
    for (const expected of [
      'Our reef trip',
      'Completed 14 Feb 2026',
      '12 views',
      'Adventure',
      'Two weeks on the reef.',
      'Dive the Great Barrier Reef',
      'Finally learn to dive.',
      'Memories',
      'Turtle at dawn',
      '#reef',
      '#turtle',
      'Photo',
      'Video',
      'Note',
      '10 Feb 2026',
      'First dive',
      'three',
      'Create Your Own',
      'Created with Someday',
      'Shared 1 Mar 2026',
      'Expires 31 Mar 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('src="/media/p1/thumb?share=tok"');
    expect(html).toContain('src="/media/g1?share=tok"');
    expect(html).toContain('aria-label="Play video First dive"');
    expect(html).toContain('<strong>three</strong>');
    expect(html).toContain('href="/account?mode=register"');
    expect(text).not.toContain('No Public Memories');
    // Visitors see no owner controls.
    expect(text).not.toContain('Delete');
  });

  it('with no public memories and an open wish', async () => {
    const { SharedScrapbookScreen } = await import('@web/features/shares');
    const data = shared([]);
    const text = textOf(
      await renderPage(<SharedScrapbookScreen token="tok" />, {
        queryData: [
          [
            ['api', 'shared', 'tok'],
            {
              ...data,
              share: { ...data.share, viewCount: 1, expiresAt: null },
              wish: { ...data.wish, completedAt: null },
            },
          ],
        ],
      }),
    );
    expect(text).toContain('No Public Memories');
    expect(text).toContain('Recently');
    expect(text).toContain('1 view');
    expect(text).not.toContain('Expires');
  });

  it('in Thai', async () => {
    const { SharedScrapbookScreen } = await import('@web/features/shares');
    const text = textOf(
      await renderPage(<SharedScrapbookScreen token="tok" />, {
        language: 'th',
        queryData: [[['api', 'shared', 'tok'], null]],
      }),
    );
    expect(text).toContain('ไม่พบสมุดความทรงจำ');
  });
});

const goal = goalFixture({ title: 'Dive the Great Barrier Reef', targetDate: null });

const memory = (fields: Partial<Memory> & Pick<Memory, 'id' | 'type'>): Memory => ({
  mediaId: null,
  url: null,
  thumbUrl: null,
  content: null,
  caption: null,
  tags: [],
  isPublic: false,
  createdAt: '2026-02-10T09:00:00.000Z',
  addedBy: { id: 'u1', name: 'Dana' },
  ...fields,
});

const share: Share = {
  id: 's1',
  token: 'tok',
  url: 'http://localhost/shared/tok',
  title: 'Our reef trip',
  description: null,
  viewCount: 4,
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-31T10:00:00.000Z',
};

// Sharing is Pro-only: the scrapbook owner here is on Pro, so the share panel is complete.
const proUsage = usageFixture('pro', { proUntil: '2099-01-01T00:00:00.000Z', goalCount: 1 });

const scrapbookData = (memories: Memory[] | undefined, currentShare: Share | null) =>
  [
    [['api', 'me', 'usage'], proUsage],
    [['api', 'bucket-list', 'g1'], goal],
    ...(memories ? [[['api', 'bucket-list', 'g1', 'memories'], memories] as const] : []),
    [['api', 'bucket-list', 'g1', 'share'], currentShare],
  ] as const;

async function scrapbookRoute() {
  const { ScrapbookPage } = await import('./scrapbook');
  return (
    <Routes>
      <Route path="/goals/:id/scrapbook" element={<ScrapbookPage />} />
    </Routes>
  );
}

describe('scrapbook screen', () => {
  it('with memories and a live share link', async () => {
    const html = await renderPage(await scrapbookRoute(), {
      path: '/goals/g1/scrapbook',
      session: signedIn,
      queryData: scrapbookData(
        [
          memory({
            id: 'm1',
            type: 'photo',
            url: '/media/p1',
            thumbUrl: '/media/p1/thumb',
            caption: 'Turtle at dawn',
            tags: ['reef'],
            isPublic: true,
          }),
          memory({ id: 'm2', type: 'note', content: '<p>Private <em>log</em></p>' }),
        ],
        share,
      ),
    });
    const text = textOf(html);
    for (const expected of [
      'Back to dashboard',
      'Scrapbook',
      'Dive the Great Barrier Reef',
      'Memories',
      'Add Memory',
      'All',
      'Photos',
      'Videos',
      'Notes',
      'Turtle at dawn',
      '#reef',
      'Public',
      'Edit',
      'Delete',
      'Share this scrapbook',
      'Only public memories are visible through the link.',
      'Copy',
      '4 views',
      'Created 1 Mar 2026',
      'Expires 31 Mar 2026',
      'Revoke link',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('value="http://localhost/shared/tok"');
    expect(html).toContain('aria-label="Public: Turtle at dawn"');
    expect(html).toMatch(
      /aria-checked="true"[^>]*aria-label="Public: Turtle at dawn"|aria-label="Public: Turtle at dawn"[^>]*aria-checked="true"/,
    );
    expect(html).toContain('<em>log</em>');
    expect(html).toContain('href="/dashboard"');
  });

  it('empty, with the create-link form prefilled with the goal title', async () => {
    const html = await renderPage(await scrapbookRoute(), {
      path: '/goals/g1/scrapbook',
      session: signedIn,
      queryData: scrapbookData([], null),
    });
    const text = textOf(html);
    for (const expected of [
      'No memories yet',
      'Create Share Link',
      'Share title',
      'Link expires',
      'In 30 days',
      'Never',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('value="Dive the Great Barrier Reef"');
    expect(html).toMatch(/<option value="30" selected="">/);
  });

  it('while memories load', async () => {
    const text = textOf(
      await renderPage(await scrapbookRoute(), {
        path: '/goals/g1/scrapbook',
        session: signedIn,
        queryData: scrapbookData(undefined, null),
      }),
    );
    expect(text).toContain('Loading scrapbook…');
  });
});
