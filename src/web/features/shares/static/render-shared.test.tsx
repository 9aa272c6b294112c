import type { SharedScrapbook } from '@common/shares';
import { describe, expect, it } from 'vitest';
import { renderSharedPage } from './render-shared';

const scrapbook: SharedScrapbook = {
  share: {
    title: 'Our trip <in pictures>',
    description: 'Balloons at dawn.',
    viewCount: 3,
    createdAt: '2026-01-02T10:00:00.000Z',
    expiresAt: null,
  },
  wish: {
    title: 'Ride a balloon',
    description: null,
    category: 'Travel',
    imageData: null,
    completedAt: null,
    progress: { done: 0, total: 0 },
    customCategory: null,
  },
  memories: [
    {
      id: 'm1',
      type: 'video',
      url: '/media/v1?share=t',
      thumbUrl: '/media/v1/thumb?share=t',
      content: null,
      caption: 'Take-off',
      tags: ['sky'],
      createdAt: '2026-01-01T10:00:00.000Z',
    },
  ],
};

describe('the server-rendered shared page', () => {
  it('shows the book in English, with what the page script needs to play a video', () => {
    const page = renderSharedPage(scrapbook, 'en', false);
    expect(page.title).toBe('Our trip <in pictures> · Someday');
    // React escaped the title; the server escapes it again in <title>.
    expect(page.body).toContain('Our trip &lt;in pictures&gt;');
    expect(page.body).toContain('Balloons at dawn.');
    expect(page.body).toContain('3 views');
    expect(page.body).toContain('Recently');
    expect(page.body).toContain('aria-label="Play video Take-off"');
    expect(page.body).toContain('data-video-src="/media/v1?share=t"');
    expect(page.body).toContain('data-close-label="Close"');
    expect(page.body).toContain('data-language-switcher=""');
    expect(page.body).toContain('href="/account?mode=register"');
    expect(page.body).not.toContain('Demo mode');
  });

  it('speaks Thai, and says so in demo mode', () => {
    const page = renderSharedPage(scrapbook, 'th', true);
    expect(page.body).toContain('data-close-label="ปิด"');
    expect(page.body).toMatch(/<aside[^>]*aria-label/);
    expect(page.body).not.toContain('Create Your Own');
  });

  it('shows the goal’s milestones as n of m with a progress bar, and no bar without milestones', () => {
    const withProgress = { ...scrapbook, wish: { ...scrapbook.wish, progress: { done: 2, total: 3 } } };
    const page = renderSharedPage(withProgress, 'en', false);
    expect(page.body).toContain('2 of 3');
    const bar = /<div[^>]*role="progressbar"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(bar).toContain('aria-valuenow="2"');
    expect(bar).toContain('aria-valuemax="3"');
    expect(bar).toContain('aria-valuetext="2 of 3"');
    expect(renderSharedPage(withProgress, 'th', false).body).toContain('2 จาก 3');
    expect(renderSharedPage(scrapbook, 'en', false).body).not.toContain('progressbar');
  });

  it('says a dead link leads nowhere', () => {
    const page = renderSharedPage(null, 'en', false);
    expect(page.body).toContain('Scrapbook Not Found');
    expect(page.title).toBe('Shared scrapbook · Someday');
  });
});
