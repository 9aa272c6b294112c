export { myInsightsRoutes } from './insights.routes';
export { type InsightsService, insightsService } from './insights.service';
