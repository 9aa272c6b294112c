export { earlyUsage, usageRoutes } from './usage.routes';
export { usageService } from './usage.service';
