export { adminSupportRoutes, supportRoutes } from './support.routes';
export { type SupportService, supportService } from './support.service';
