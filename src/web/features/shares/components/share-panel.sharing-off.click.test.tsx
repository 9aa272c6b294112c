// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { siteSettingsFixture } from '@web/test-utils/site-settings-fixture';
import { describe, expect, it, vi } from 'vitest';
import { SharePanel } from './share-panel';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/api-client', async (original) => ({
  ...(await original<typeof import('@web/lib/api-client')>()),
  apiRequest,
}));

function renderPanel(sharingEnabled: boolean, language: 'en' | 'th' = 'en') {
  return renderInteractive(<SharePanel goalId="g1" goalTitle="Dive" />, {
    language,
    queryData: [
      [['api', 'me', 'usage'], usageFixture('pro')],
      [['api', 'bucket-list', 'g1', 'share'], null],
      [['api', 'site-settings'], siteSettingsFixture({ sharingEnabled })],
    ],
  });
}

describe('the share panel while sharing is turned off', () => {
  it('says so instead of offering to create a link', async () => {
    await renderPanel(false);
    expect(screen.getByRole('status').textContent).toBe('Sharing by link is turned off for now.');
    expect(screen.queryByRole('button', { name: 'Create Share Link' })).toBeNull();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('says it in Thai', async () => {
    await renderPanel(false, 'th');
    expect(screen.getByRole('status').textContent).toBe('ขณะนี้ปิดการแชร์ผ่านลิงก์ชั่วคราว');
  });

  it('offers the link while sharing is on', async () => {
    await renderPanel(true);
    expect(screen.getByRole('button', { name: 'Create Share Link' })).toBeTruthy();
  });
});
