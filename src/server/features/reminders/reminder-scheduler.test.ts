import { expect, it } from 'vitest';
import { createLogger } from '../../logger';
import type { ReminderPass } from './reminder-pass';
import { startReminderScheduler } from './reminder-scheduler';

it('runs the pass at start, and stop waits for the run under way after telling it to stop', async () => {
  const signals: AbortSignal[] = [];
  let finish = () => {};
  const pass: ReminderPass = async (_now, signal) => {
    if (signal) signals.push(signal);
    await new Promise<void>((resolve) => {
      finish = resolve;
    });
    return { sent: 0, skipped: 0 };
  };
  const scheduler = startReminderScheduler(pass, 5, createLogger('silent'));
  expect(signals).toHaveLength(1);
  expect(signals[0]?.aborted).toBe(false);
  let stopped = false;
  const stopping = scheduler.stop().then(() => {
    stopped = true;
  });
  await Promise.resolve();
  expect(signals[0]?.aborted).toBe(true);
  expect(stopped).toBe(false);
  finish();
  await stopping;
  expect(stopped).toBe(true);
});
