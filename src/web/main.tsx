import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { i18n, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { announceSessionExpired } from './lib/session-expiry';
import { showStartupError } from './lib/startup-error';
import { createAppRouter } from './router';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  await initI18n();
  const queryClient = createQueryClient({ onSessionExpired: announceSessionExpired });
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} router={router} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('Someday could not start', error);
  showStartupError(i18n);
});
