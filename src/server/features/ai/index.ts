export { aiRoutes } from './ai.routes';
export { type AiService, aiService } from './ai.service';
