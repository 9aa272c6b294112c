import { describe, expect, it, vi } from 'vitest';
import { inNewTask, inTasks, nextTask } from './in-tasks';

describe('inTasks', () => {
  it('runs the items in order, a batch per task, none in the calling task', async () => {
    const seen: string[][] = [];
    inTasks(['a', 'b', 'c', 'd', 'e'], 2, (batch) => seen.push(batch));
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual([['a', 'b'], ['c', 'd'], ['e']]));
  });

  it('inNewTask runs later, and not at all once cancelled', async () => {
    const seen: string[] = [];
    const cancel = inNewTask(() => seen.push('cancelled'));
    const ran = new Promise<void>((resolve) => inNewTask(() => resolve()));
    inNewTask(() => seen.push('kept'));
    cancel();
    expect(seen).toEqual([]);
    await ran;
    await vi.waitFor(() => expect(seen).toEqual(['kept']));
    // Something that does not happen has no moment to wait for: a cancelled message, if it came,
    // would have come with the two posted after it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['kept']);
  });

  it('nextTask resolves in a later task: what the current task queued runs first', async () => {
    const seen: string[] = [];
    const later = nextTask().then(() => seen.push('after the yield'));
    queueMicrotask(() => seen.push('microtask of this task'));
    await Promise.resolve();
    expect(seen).toEqual(['microtask of this task']);
    await later;
    expect(seen).toEqual(['microtask of this task', 'after the yield']);
  });
});
