// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createTestI18n } from '@web/test-utils/test-i18n';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { DemoModeBanner } from './demo-mode-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.mode;
});

async function renderBanner(queryClient: QueryClient) {
  const i18n = await createTestI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DemoModeBanner />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

it('shows at once when the page says demo mode, before /api/meta answers', async () => {
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  document.documentElement.dataset.mode = 'demo';
  await renderBanner(new QueryClient());
  expect(screen.getByRole('complementary', { name: 'Demo mode' })).toBeTruthy();
});

it("follows /api/meta's answer once there is one", async () => {
  document.documentElement.dataset.mode = 'demo';
  const queryClient = new QueryClient();
  queryClient.setQueryData(['api', 'meta'], { mode: 'production', socialProviders: [] });
  await renderBanner(queryClient);
  expect(screen.queryByRole('complementary')).toBeNull();
});
