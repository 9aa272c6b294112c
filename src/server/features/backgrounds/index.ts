export { adminBackgroundRoutes, backgroundRoutes } from './backgrounds.routes';
export { type BackgroundsService, backgroundsService } from './backgrounds.service';
