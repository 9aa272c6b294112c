export { adminRoutes } from './admin.routes';
export { adminGoalRoutes } from './admin-goals.routes';
export { adminGoalsService } from './admin-goals.service';
export { adminStatsService } from './admin-stats.service';
export { adminUserRoutes } from './admin-users.routes';
export { adminUsersService } from './admin-users.service';
export { siteSettingsRoutes } from './site-settings.routes';
export { siteSettingsService } from './site-settings.service';
