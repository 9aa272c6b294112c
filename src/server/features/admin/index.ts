export { adminRoutes } from './admin.routes';
export { adminStatsService } from './admin-stats.service';
