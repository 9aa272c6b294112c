export { listMemoriesOfGoal, type MemoryRow } from './memories.repository';
export { goalMemoriesRoutes, memoriesRoutes } from './memories.routes';
export { type MemoriesService, memoriesService } from './memories.service';
export { memoryUrls, parseTags } from './memory-view';
