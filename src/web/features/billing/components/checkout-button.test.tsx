// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingFixture } from '@web/test-utils/plan-fixtures';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutButton } from './checkout-button';

vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true };
const signedIn = { session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' }, user };

describe('the demo checkout', () => {
  it('gives focus back to the upgrade button when the dialog is cancelled', async () => {
    const events = userEvent.setup();
    await renderInteractive(<CheckoutButton />, {
      session: signedIn,
      queryData: [[['api', 'billing'], billingFixture({ provider: 'demo' })]],
    });
    const upgrade = screen.getByRole('button', { name: 'Upgrade to Pro' });
    await events.click(upgrade);
    const dialog = await screen.findByRole('dialog', { name: 'Simulated checkout' });
    await events.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel') as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(upgrade);
  });
});
