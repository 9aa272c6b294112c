export { usageRoutes } from './usage.routes';
export { type UsageService, usageService } from './usage.service';
