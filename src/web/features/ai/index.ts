// What the routes and the dashboard use of the AI feature.
export { AiAddonsScreen } from './components/ai-addons-screen';
export { AiIdeasScreen } from './components/ai-ideas-screen';
export { ClarityDialog } from './components/clarity-dialog';
export { TravelDialog } from './components/travel-dialog';
