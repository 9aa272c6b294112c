/** The built-in AI engine: offline, deterministic suggestions from hand-written data. */
export { countryName, loadDestinations, loadIdeas } from './catalogue';
export { guessCategory } from './category-guess';
export {
  type ClarityAnswer,
  type ClarityResult,
  clarity,
} from './clarity';
export {
  IDEAS_MAX_COUNT,
  type IdeaView,
  ideasInCategory,
  POPULAR_MIN_COUNT,
  popular,
  surprise,
} from './ideas';
export { type Rng, seededRng } from './random';
export type {
  Destination,
  Idea,
} from './schema';
export {
  type MatchReason,
  matchTravel,
  TRAVEL_RESULTS,
  type TravelMatch,
  type TravelPrefs,
} from './travel';
