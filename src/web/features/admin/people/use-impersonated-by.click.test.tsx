// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it } from 'vitest';
import { useImpersonatedBy } from './use-impersonated-by';

function Probe() {
  return <p>{useImpersonatedBy() ?? 'own session'}</p>;
}

const payload = (impersonatedBy?: string | null) => ({
  session: { id: 's1', userId: 'u1', expiresAt: '2026-12-01T00:00:00.000Z', impersonatedBy },
  user: { id: 'u1', name: 'Mali', email: 'mali@example.com', emailVerified: true },
});

describe('useImpersonatedBy', () => {
  it("names the administrator of a session opened from the admin area, and nobody for one's own", async () => {
    await renderInteractive(<Probe />, { session: payload('admin-1') });
    expect(screen.getByText('admin-1')).toBeTruthy();
  });

  it.each([null, undefined])('is null when the session says %s', async (value) => {
    await renderInteractive(<Probe />, { session: payload(value) });
    expect(screen.getByText('own session')).toBeTruthy();
  });

  it('is null for a visitor', async () => {
    await renderInteractive(<Probe />, { session: null });
    expect(screen.getByText('own session')).toBeTruthy();
  });
});
