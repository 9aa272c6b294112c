export { listMemoriesOfGoal } from './memories.repository';
export { goalMemoriesRoutes, memoriesRoutes } from './memories.routes';
export { memoriesService } from './memories.service';
export { memoryUrls, parseTags } from './memory-view';
