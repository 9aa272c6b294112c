// What the routes use of the AI feature.
export { AiIdeasScreen } from './components/ai-ideas-screen';
