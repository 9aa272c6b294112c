// @vitest-environment happy-dom
import type { SeoPages, SeoViews } from '@common/seo';
import { screen, within } from '@testing-library/react';
import { renderWithToaster, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { SEO_PAGES_KEY, seoViewsKey } from '../seo/seo-api';
import SeoTab from './seo-tab';

const fetchMock = stubFetch();

const VIEWS: SeoViews = {
  days: 30,
  total: 7,
  perDay: [
    { day: '2026-11-23', views: 3 },
    { day: '2026-11-24', views: 4 },
  ],
  topPaths: [
    { path: '/', views: 6 },
    { path: '/legal/privacy', views: 1 },
  ],
  topReferrers: [
    { domain: 'google.com', views: 5 },
    { domain: '', views: 2 },
  ],
};
const PAGES: SeoPages = {
  pages: ['landing', 'privacy', 'terms', 'about'].map((page) => ({
    page: page as SeoPages['pages'][number]['page'],
    title: page === 'landing' ? 'Someday' : null,
    description: null,
    imageUrl: null,
  })),
};

function renderTab(language: 'en' | 'th' = 'en') {
  return renderWithToaster(<SeoTab />, {
    language,
    queryData: [
      [seoViewsKey(30), VIEWS],
      [SEO_PAGES_KEY, PAGES],
    ],
  });
}

describe('the SEO analytics tab', () => {
  it('reports views per page, referrer and day as tables', async () => {
    await renderTab();
    expect(screen.getByText('Total views: 7')).toBeTruthy();
    const pages = screen.getByRole('table', { name: 'Top pages' });
    expect(within(pages).getByRole('row', { name: '/ 6' })).toBeTruthy();
    const referrers = screen.getByRole('table', { name: 'Top referring sites' });
    expect(within(referrers).getByRole('row', { name: 'google.com 5' })).toBeTruthy();
    expect(within(referrers).getByRole('row', { name: 'Direct or internal 2' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Views per day' })).getAllByRole('row')).toHaveLength(3);
  });

  it('refuses a preview image that is neither https nor a path, and saves a page’s meta', async () => {
    fetchMock.mockResolvedValue(Response.json(PAGES));
    const { user } = await renderTab();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Someday');
    const image = screen.getByLabelText(/Preview image address/);
    await user.type(image, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use an https:// address or a path starting with /.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(image);
    await user.type(image, '/og.png');
    await user.type(screen.getByLabelText('Description'), 'Plan your life list.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Page meta saved')).length).toBeGreaterThan(0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/seo/pages');
    expect(JSON.parse(String(init?.body))).toEqual({
      page: 'landing',
      title: 'Someday',
      description: 'Plan your life list.',
      imageUrl: '/og.png',
    });
  });

  it('speaks Thai', async () => {
    await renderTab('th');
    expect(screen.getByText('การเข้าชมทั้งหมด: 7')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'หน้าที่เข้าชมมากที่สุด' })).toBeTruthy();
  });
});
