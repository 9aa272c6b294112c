import type { MemoryType } from '@common/memories';

export const MEMORY_FILTERS = ['all', 'photo', 'video', 'note'] as const;
export type MemoryFilter = (typeof MEMORY_FILTERS)[number];

export function filterMemories<T extends { type: MemoryType }>(
  memories: readonly T[],
  selected: MemoryFilter,
): T[] {
  return selected === 'all' ? [...memories] : memories.filter((memory) => memory.type === selected);
}

export function countByType(memories: readonly { type: MemoryType }[]): Record<MemoryFilter, number> {
  const counts: Record<MemoryFilter, number> = { all: memories.length, photo: 0, video: 0, note: 0 };
  for (const memory of memories) counts[memory.type] += 1;
  return counts;
}
