// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { siteSettingsFixture } from '@web/test-utils/site-settings-fixture';
import { describe, expect, it } from 'vitest';
import { AiAddonsScreen } from './ai-addons-screen';
import { AiIdeasScreen } from './ai-ideas-screen';

describe('the AI add-ons screen', () => {
  it('announces three add-ons, each coming soon and Pro, with nothing to press', async () => {
    await renderInteractive(<AiAddonsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'AI add-ons' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Goal generator',
      'Progress insights',
      'Goal coach',
    ]);
    for (const card of cards) {
      expect(within(card).getByText('Coming soon')).toBeTruthy();
      expect(within(card).getByText('Pro')).toBeTruthy();
      expect(within(card).queryByRole('button')).toBeNull();
      expect(within(card).queryByRole('link')).toBeNull();
    }
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to AI ideas' }).getAttribute('href')).toBe('/ai-ideas');
  });

  it('speaks Thai', async () => {
    await renderInteractive(<AiAddonsScreen />, { language: 'th' });
    expect(screen.getByRole('heading', { level: 1, name: 'ส่วนเสริม AI' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ตัวสร้างเป้าหมาย' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'โค้ชเป้าหมาย' })).toBeTruthy();
    // The catalogue keeps ๆ on the line of its word (a no-break space); the query reads it as a space.
    expect(screen.getAllByText('เร็ว ๆ นี้')).toHaveLength(3);
  });

  it('is linked from the AI ideas screen', async () => {
    await renderInteractive(<AiIdeasScreen />, {
      queryData: [
        [['api', 'me', 'usage'], usageFixture('free')],
        [['api', 'site-settings'], siteSettingsFixture()],
      ],
    });
    expect(screen.getByRole('link', { name: 'AI add-ons' }).getAttribute('href')).toBe('/ai-addons');
  });
});
