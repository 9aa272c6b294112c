import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyAccountDeletedGate, createAccountDeletedHandler } from './features/account/lib/account-deleted';
import { onAccountDeleted } from './lib/api-client';
import { i18n, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { announceSessionExpired } from './lib/session-expiry';
import { showStartupError } from './lib/startup-error';
import { createAccountDeletedRouter, createAppRouter } from './router';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  await initI18n();
  const queryClient = createQueryClient({ onSessionExpired: announceSessionExpired });
  // Spec §4: a deleted account's browser sees only the account-deleted page until it leaves it.
  const deletedOnly = applyAccountDeletedGate(window.location);
  const router = deletedOnly ? createAccountDeletedRouter() : createAppRouter();
  onAccountDeleted(
    createAccountDeletedHandler({
      clearQueryCache: () => queryClient.clear(),
      navigate: (to) => void router.navigate(to, { replace: true }),
    }),
  );
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
