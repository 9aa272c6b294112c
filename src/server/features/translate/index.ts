export { translateRoutes } from './translate.routes';
export { type TranslateService, translateService } from './translate.service';
