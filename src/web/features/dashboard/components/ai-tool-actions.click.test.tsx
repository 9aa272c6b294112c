// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { siteSettingsFixture } from '@web/test-utils/site-settings-fixture';
import { describe, expect, it, vi } from 'vitest';
import { AiToolActions } from './ai-tool-actions';

function renderActions({ plan = 'pro', aiEnabled = true }: { plan?: 'pro' | 'free'; aiEnabled?: boolean }) {
  const onOpen = vi.fn();
  const view = renderInteractive(
    <ul>
      <AiToolActions onOpen={onOpen} />
    </ul>,
    {
      queryData: [
        [['api', 'me', 'usage'], usageFixture(plan)],
        [['api', 'site-settings'], siteSettingsFixture({ aiEnabled })],
      ],
    },
  );
  return view.then((rendered) => ({ ...rendered, onOpen }));
}

describe('the dashboard actions of the AI tools', () => {
  it('open the clarity coach and the travel matcher', async () => {
    const { user, onOpen } = await renderActions({});
    await user.click(screen.getByRole('button', { name: 'Clarify a wish' }));
    await user.click(screen.getByRole('button', { name: 'Match a travel dream' }));
    expect(onOpen.mock.calls).toEqual([['clarity'], ['travel']]);
  });

  it('are marked Pro for a free user, and still open (their dialog shows the upgrade notice)', async () => {
    const { user, onOpen } = await renderActions({ plan: 'free' });
    const clarify = screen.getByRole('button', { name: 'Clarify a wish Pro' });
    expect(within(clarify).getByText('Pro')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Match a travel dream Pro' })).toBeTruthy();
    await user.click(clarify);
    expect(onOpen).toHaveBeenCalledWith('clarity');
  });

  it('are not there while AI is turned off', async () => {
    await renderActions({ aiEnabled: false });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speak Thai', async () => {
    await renderInteractive(
      <ul>
        <AiToolActions onOpen={() => undefined} />
      </ul>,
      {
        language: 'th',
        queryData: [
          [['api', 'me', 'usage'], usageFixture('pro')],
          [['api', 'site-settings'], siteSettingsFixture()],
        ],
      },
    );
    expect(screen.getByRole('button', { name: 'ทำความฝันให้ชัด' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'จับคู่ทริปในฝัน' })).toBeTruthy();
  });
});
