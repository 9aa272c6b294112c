import type { Logger } from './logger';

export type BackgroundTasks = {
  /** Runs work after the answer has gone; a failure is logged, never thrown at the client. */
  run(label: string, work: Promise<unknown>): void;
  /** Resolves once everything started so far has settled (shutdown waits for it; tests too). */
  idle(): Promise<void>;
};

/**
 * Work a request starts but need not wait for: mainly mail, whose delivery time would otherwise
 * tell a client whether an address has an account.
 */
export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, work) {
      const tracked = work.catch((err: unknown) =>
        logger.error({ err, task: label }, 'background task failed'),
      );
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
