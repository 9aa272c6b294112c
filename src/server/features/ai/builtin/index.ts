/** The built-in AI engine: offline, deterministic suggestions from hand-written data. */
export { countryName, loadDestinations, loadIdeas } from './catalogue';
export { guessCategory } from './category-guess';
export {
  CLARITY_ANSWERS_MAX,
  CLARITY_QUESTIONS_MAX,
  CLARITY_TEXT_MAX,
  type ClarifiedGoal,
  type ClarityAnswer,
  type ClarityResult,
  clarity,
  clarityInputSchema,
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
export {
  ACTIVITIES,
  type Activity,
  CLIMATES,
  type Climate,
  type Destination,
  type Idea,
  REGIONS,
  type Region,
} from './schema';
export {
  type MatchReason,
  matchTravel,
  TRAVEL_RESULTS,
  type TravelMatch,
  type TravelPrefs,
  travelPrefsSchema,
} from './travel';
