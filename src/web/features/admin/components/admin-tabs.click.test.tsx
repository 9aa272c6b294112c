// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SETTINGS_KEY } from '../api/admin-keys';
import { AdminTabs } from './admin-tabs';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  // The overview's figures never arrive here: these tests are about the tabs around it.
  fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Every section has its server side now; the list stays for the next one that does not.
const COMING: string[] = [];

describe('the admin tabs', () => {
  it('open the overview for an unknown tab, and list unfinished sections as coming soon', async () => {
    await renderInteractive(<AdminTabs />, { path: '/admin?tab=no-such-tab' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace('Coming soon', ''))).toEqual([
      'Overview',
      'Users',
      'Goals',
      'Content moderation',
      'Support',
      'Documents',
      'Image library',
      'Background images',
      'Site settings',
      'SEO analytics',
      'System monitoring',
    ]);
    for (const name of [
      'Content moderation',
      'Support',
      'Documents',
      'Background images',
      'SEO analytics',
      'System monitoring',
    ]) {
      expect(screen.getByRole('tab', { name }).hasAttribute('disabled')).toBe(false);
    }
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    for (const name of COMING) {
      const tab = screen.getByRole('tab', { name: new RegExp(name) });
      expect(tab.hasAttribute('disabled')).toBe(true);
      expect(tab.textContent).toContain('Coming soon');
    }
    // The overview's chunk is loaded on first use, which takes a while on a cold, busy runner.
    expect(await screen.findByText('Loading figures…', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('follows ?tab= both ways: a click changes the address and shows that tab', async () => {
    const { user, router } = await renderInteractive(<AdminTabs />, {
      path: '/admin',
      queryData: [[ADMIN_SETTINGS_KEY, { learnMoreVideoUrl: null }]],
    });
    await user.click(screen.getByRole('tab', { name: 'Site settings' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=settings'));
    expect(await screen.findByLabelText('YouTube link')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Site settings' }).getAttribute('aria-selected')).toBe('true');
  });
});
