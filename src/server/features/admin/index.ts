export { adminRoutes } from './admin.routes';
export { adminStatsService } from './admin-stats.service';
export { adminUserRoutes } from './admin-users.routes';
export { adminUsersService } from './admin-users.service';
