import { describe, expect, it } from 'vitest';
import { inTasks, nextTask } from './in-tasks';

describe('inTasks', () => {
  it('runs the items in order, a batch per task, none in the calling task', async () => {
    const seen: string[][] = [];
    inTasks(['a', 'b', 'c', 'd', 'e'], 2, (batch) => seen.push(batch));
    expect(seen).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
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
