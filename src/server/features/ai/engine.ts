import type {
  AiClarity,
  AiDestination,
  AiEngine as AiEngineKind,
  AiIdea,
  AiIdeaMode,
  AiTravelBody,
} from '../../../common/ai';
import type { Category } from '../../../common/goals';
import type { Locale } from '../../../common/limits';

/** Ideas an engine makes up; "popular" is not one of them, it is counted from what people added. */
export type IdeasRequest = {
  mode: Exclude<AiIdeaMode, 'popular'>;
  category: Category | undefined;
  count: number;
  lang: Locale;
  /** Catalogue ideas the user already added. */
  excludeIds: readonly string[];
  /** Titles of the user's goals: an idea with one of them is already on the list. */
  excludeTitles: readonly string[];
};

export type ClarityRequest = {
  wish: string;
  answers: ReadonlyArray<{ question: string; answer: string }>;
  lang: Locale;
};

/** What the routes ask of whoever makes the suggestions. */
export interface AiEngine {
  readonly kind: AiEngineKind;
  /** The model's name, for the model engine. */
  readonly model?: string;
  /** All the ideas; `onIdea` hears of each as soon as it is complete, before the answer is. */
  ideas(request: IdeasRequest, signal?: AbortSignal, onIdea?: (idea: AiIdea) => void): Promise<AiIdea[]>;
  clarity(request: ClarityRequest, signal?: AbortSignal): Promise<AiClarity>;
  travel(prefs: AiTravelBody, lang: Locale, signal?: AbortSignal): Promise<AiDestination[]>;
  /** Whether the engine can answer now. */
  available(): Promise<boolean>;
}
