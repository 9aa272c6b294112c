export { aiRoutes } from './ai.routes';
export { type AiService, aiService } from './ai.service';
// The translation tool checks the same endpoint when it translates with the model.
export { modelEngine } from './model-engine';
export { modelSdkLoader } from './model-sdk';
