export { metricsRoutes, monitoringRoutes } from './monitoring.routes';
export { monitoringService } from './monitoring.service';
export { createRequestMetrics } from './request-metrics';
