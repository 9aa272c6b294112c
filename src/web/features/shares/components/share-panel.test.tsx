// @vitest-environment happy-dom
import type { Share } from '@common/shares';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharePanel } from './share-panel';

const share: Share = {
  id: 's1',
  token: 'tok',
  url: 'http://localhost/shared/tok',
  title: 'Dive',
  description: null,
  viewCount: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-12-24T10:00:00.000Z',
};

// The server, as far as the panel talks to it: a link exists once it was created, none after revoking.
const server = vi.hoisted(() => ({ share: null as unknown }));
vi.mock('@web/lib/api-client', async (original) => ({
  ...(await original<typeof import('@web/lib/api-client')>()),
  apiGet: vi.fn(async () => server.share),
  apiRequest: vi.fn(async (method: string) => {
    server.share = method === 'POST' ? share : null;
    return method === 'POST' ? share : undefined;
  }),
}));

afterEach(() => {
  server.share = null;
});

const queryData = (current: Share | null) =>
  [
    [['api', 'me', 'usage'], usageFixture('pro')],
    [['api', 'bucket-list', 'g1', 'share'], current],
  ] as const;

describe('the share panel', () => {
  it('confirms a new link where the user is looking and puts focus on Copy', async () => {
    const user = userEvent.setup();
    await renderInteractive(<SharePanel goalId="g1" goalTitle="Dive" />, { queryData: queryData(null) });
    await user.click(screen.getByRole('button', { name: 'Create Share Link' }));
    const copy = await screen.findByRole('button', { name: 'Copy' });
    await waitFor(() => expect(document.activeElement).toBe(copy));
    expect(
      screen.getAllByRole('status').some((node) => node.textContent?.includes('Share link created')),
    ).toBe(true);
    // Copy comes before the link field, which spans the panel.
    const link = screen.getByLabelText('Share link');
    expect(copy.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives focus back to Revoke when revoking is cancelled, and to the heading once revoked', async () => {
    const user = userEvent.setup();
    server.share = share;
    await renderInteractive(<SharePanel goalId="g1" goalTitle="Dive" />, { queryData: queryData(share) });
    const revoke = screen.getByRole('button', { name: 'Revoke link' });
    await user.click(revoke);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(revoke));
    expect(document.activeElement).not.toBe(document.body);

    await user.click(revoke);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(
      [...dialog.querySelectorAll('button')].find((button) =>
        button.textContent?.includes('Revoke link'),
      ) as HTMLElement,
    );
    await screen.findByRole('button', { name: 'Create Share Link' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Share this scrapbook' })),
    );
  });
});
