import { Cron } from 'croner';
import type { Logger } from '../../logger';
import type { ReminderPass } from './reminder-pass';

export type ReminderScheduler = { stop(): Promise<void> };

/**
 * Runs the reminder pass once at start (reminders that fell due while the server was down go out
 * now) and then every `intervalMinutes` (at the minutes of the hour divisible by it). Runs never
 * overlap within a process; across processes the delivery claims keep each mail single.
 */
export function startReminderScheduler(
  pass: ReminderPass,
  intervalMinutes: number,
  logger: Logger,
): ReminderScheduler {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const stopping = new AbortController();
  const run = () => {
    if (busy || stopping.signal.aborted) return running;
    busy = true;
    running = pass(new Date(), stopping.signal)
      .catch((err: unknown) => logger.warn({ err }, 'reminder pass failed'))
      .finally(() => {
        busy = false;
      });
    return running;
  };
  const job = new Cron(`*/${intervalMinutes} * * * *`, { unref: true }, () => {
    void run();
  });
  void run();
  return {
    /** No new run starts; the one under way finishes its current mail, marks it and stops. */
    async stop() {
      job.stop();
      stopping.abort();
      await running;
    },
  };
}
