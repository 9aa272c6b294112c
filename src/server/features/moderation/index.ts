export { memoryModerationRoutes, moderationRoutes } from './moderation.routes';
export { moderationService } from './moderation.service';
