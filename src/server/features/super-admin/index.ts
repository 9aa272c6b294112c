export { superAdminRoutes } from './super-admin.routes';
export { superAdminService } from './super-admin.service';
