export { pageViews } from './page-view-counter';
export { adminSeoRoutes, crawlerRoutes } from './seo.routes';
export { type SeoService, seoService } from './seo.service';
