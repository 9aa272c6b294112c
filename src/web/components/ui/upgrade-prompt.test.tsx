// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it } from 'vitest';
import { UpgradePrompt } from './upgrade-prompt';

describe('the upgrade prompt', () => {
  it('says why the feature is closed and leads to the upgrade page', async () => {
    const { user, router } = await renderInteractive(
      <UpgradePrompt text="Reminders come with Pro." buttonLabel="Upgrade to Pro" />,
    );
    expect(screen.getByText('Reminders come with Pro.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Upgrade to Pro' });
    expect(link.getAttribute('href')).toBe('/upgrade');

    await user.click(link);
    expect(router.state.location.pathname).toBe('/upgrade');
  });
});
