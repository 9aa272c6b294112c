import { describe, expect, it } from 'vitest';
import { inTasks } from './in-tasks';

describe('inTasks', () => {
  it('runs the items in order, a batch per task, none in the calling task', async () => {
    const seen: string[][] = [];
    inTasks(['a', 'b', 'c', 'd', 'e'], 2, (batch) => seen.push(batch));
    expect(seen).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });
});
