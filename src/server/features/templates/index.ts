export { goalTemplateRoutes, templatesRoutes } from './templates.routes';
export { type TemplatesService, templatesService } from './templates.service';
