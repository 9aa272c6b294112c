import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyAccountDeletedGate, createAccountDeletedHandler } from './features/account/lib/account-deleted';
import { sessionQueryOptions } from './features/auth';
import { reportUncaughtErrors } from './features/client-errors';
import { onAccountDeleted } from './lib/api-client';
import { serverSawSession } from './lib/early-requests';
import { i18n, initI18n } from './lib/i18n';
import { inNewTask, nextTask } from './lib/in-tasks';
import { createQueryClient } from './lib/query-client';
import { announceSessionExpired } from './lib/session-expiry';
import { readSignedInHint } from './lib/session-hint';
import { showStartupError } from './lib/startup-error';
import { warmClassMerge } from './lib/utils';
import { createAccountDeletedRouter, createAppRouter } from './router';
import { prefetchFirstScreenData, preloadFirstScreen } from './routes/lazy-pages';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * How long the first render waits for the first screen's data. Until then the page shows the
 * boot skeleton, which nothing on can be used yet, so a slow answer must not hold it for long:
 * the screen then renders with loading states and fills in as the answers come.
 */
const FIRST_DATA_WAIT_MS = 1500;

function atMost(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

function untilInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The steps of start-up each in a task of their own: together with the entry's evaluation they
 * made one long task (over 100 ms on this machine, four times that on a slow phone), in which the
 * page could not answer a tap.
 */
async function start(): Promise<void> {
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const queryClient = createQueryClient({ onSessionExpired: announceSessionExpired });
  // A deleted account's browser sees only the account-deleted page until it leaves it.
  const deletedOnly = applyAccountDeletedGate(window.location);
  // The first screen's code downloads beside the session request instead of after it; waiting for
  // it here lets that screen paint at once, without a loading state in between.
  const firstScreen = deletedOnly
    ? Promise.resolve()
    : preloadFirstScreen(window.location.pathname, readSignedInHint()).catch(() => undefined);
  await nextTask();
  const session = deletedOnly ? undefined : queryClient.prefetchQuery(sessionQueryOptions());
  // The server saw a session cookie, so the boot script asked for the session already: its answer
  // is usually here with the code, and waiting for it spares painting a loading state in between.
  const signedInSession = serverSawSession() === true ? session : undefined;
  await nextTask();
  inNewTask(warmClassMerge);
  await Promise.all([initI18n(), firstScreen, signedInSession]);
  // Signed in and verified: the first screen's data are usually on their way (the boot script
  // asked), and rendering with them spares a pass with loading states.
  if (signedInSession && queryClient.getQueryData(sessionQueryOptions().queryKey)?.user?.emailVerified) {
    await atMost(prefetchFirstScreenData(window.location, queryClient), FIRST_DATA_WAIT_MS);
  }
  const router = deletedOnly ? createAccountDeletedRouter() : createAppRouter();
  onAccountDeleted(
    createAccountDeletedHandler({
      clearQueryCache: () => queryClient.clear(),
      navigate: (to) => void router.navigate(to, { replace: true }),
    }),
  );
  // A lazy route's code is loading still: wait for it rather than paint a loading state first.
  await untilInitialized(router);
  const root = createRoot(container);
  // A transition: React renders the first screen in short slices instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} i18n={i18n} router={router} />
      </StrictMode>,
    );
  });
}

// Before anything else runs, so an error thrown during start-up is reported too.
reportUncaughtErrors();

start().catch((error: unknown) => {
  console.error('Someday could not start', error);
  showStartupError(i18n);
});
