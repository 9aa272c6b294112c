import type { ClientErrorReport } from '@common/schemas';
import { type ReportOutcome, reportClientError } from '../api/report-client-error';
import { buildErrorReport, createErrorId } from './build-report';

/**
 * Reports sent per minute at most: well under the server's 30 a minute per address, so errors in
 * a loop never spend the allowance the error screens' own reports need.
 */
export const MAX_REPORTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;

type Options = {
  send?: (report: ClientErrorReport) => Promise<ReportOutcome>;
  now?: () => number;
};

/** One error's identity: the same failure thrown again (a timer, a retry loop) is one report. */
function fingerprint(section: string, error: unknown): string {
  if (error instanceof Error)
    return `${section}|${error.name}|${error.message}|${error.stack?.split('\n')[1] ?? ''}`;
  return `${section}|${String(error)}`;
}

/**
 * Posts errors that no React error boundary saw (an event handler's throw, a rejected promise
 * nobody awaited) to /api/logs/error, as the boundaries do: each distinct error once per page
 * life, at most MAX_REPORTS_PER_MINUTE a minute, and none until the minute is over once the
 * server has answered 429. The browser already prints them to the console. Returns the undo.
 */
export function reportUncaughtErrors(target: Window = window, options: Options = {}): () => void {
  const send = options.send ?? reportClientError;
  const now = options.now ?? Date.now;
  const seen = new Set<string>();
  let windowStart = Number.NEGATIVE_INFINITY;
  let sentInWindow = 0;

  const report = (section: string, error: unknown) => {
    const key = fingerprint(section, error);
    if (seen.has(key)) return;
    const time = now();
    if (time - windowStart >= MINUTE_MS) {
      windowStart = time;
      sentInWindow = 0;
    }
    if (sentInWindow >= MAX_REPORTS_PER_MINUTE) return;
    seen.add(key);
    sentInWindow += 1;
    void send(buildErrorReport({ section, error, errorId: createErrorId() })).then((outcome) => {
      // The server's own limit: nothing more until this minute is over.
      if (outcome === 'rate-limited') sentInWindow = MAX_REPORTS_PER_MINUTE;
    });
  };

  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    // A failed <img> or <script> load also arrives as an 'error' event, without an error.
    if (error == null && !message) return;
    report('window', error ?? message);
  };
  const onRejection = (event: Event) => {
    report('unhandledrejection', (event as PromiseRejectionEvent).reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
