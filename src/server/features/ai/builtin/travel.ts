import {
  type AiTravelBody,
  TRAVEL_ACTIVITIES,
  TRAVEL_CLIMATES,
  type TravelActivity,
  type TravelClimate,
} from '../../../../common/ai';
import type { Locale } from '../../../../common/limits';
import { countryName, loadDestinations } from './catalogue';
import type { Destination } from './schema';

/** What a person asks of the matcher: the API's body. */
export type TravelPrefs = AiTravelBody;

/** Why a destination scored, so the UI can say "because" instead of presenting a black box. */
export type MatchReason = 'best-month' | 'climate' | 'near-climate' | 'budget' | 'trip-length' | 'interests';

export interface TravelMatch {
  id: string;
  name: string;
  country: string;
  why: string;
  bestMonths: number[];
  costLevel: number;
  score: number;
  reasons: MatchReason[];
}

export const TRAVEL_RESULTS = 5;
/** Five Thai islands are one suggestion, not five: at most this many per country. */
const PER_COUNTRY = 2;

/**
 * The weights, in one place so the ranking can be explained. A stated region and an over-budget
 * price are hard limits (nobody wants a trip they said they cannot afford or a continent they did
 * not ask for); everything else adds up, with the month weighed most since it is the hardest
 * preference to move.
 */
export const WEIGHTS = {
  bestMonth: 4,
  wetMonth: -2,
  climate: 3,
  nearClimate: 1,
  climateOffMonth: 2,
  budget: 1,
  tripLength: 2,
  tripLengthFar: -2,
  interest: 2,
  // Activities are listed most characteristic first; a match there is what the place is known for.
  signatureInterest: 1,
} as const;

const climateDistance = (a: TravelClimate, b: TravelClimate) =>
  Math.abs(TRAVEL_CLIMATES.indexOf(a) - TRAVEL_CLIMATES.indexOf(b));

function scoreOf(d: Destination, prefs: TravelPrefs, interests: Set<TravelActivity>) {
  let score = 0;
  const reasons: MatchReason[] = [];
  const add = (points: number, reason?: MatchReason) => {
    score += points;
    if (reason && points > 0) reasons.push(reason);
  };
  if (prefs.month) {
    if (d.bestMonths.includes(prefs.month)) add(WEIGHTS.bestMonth, 'best-month');
    if (d.wetMonths.includes(prefs.month)) add(WEIGHTS.wetMonth);
  }
  if (prefs.climate) {
    // Without a month, the climate of the destination's own best months is what a visitor meets.
    const months = prefs.month ? [prefs.month] : d.bestMonths;
    const nearest = Math.min(
      ...months.map((m) =>
        climateDistance(d.climate[m - 1] as TravelClimate, prefs.climate as TravelClimate),
      ),
    );
    const full = prefs.month ? WEIGHTS.climate : WEIGHTS.climateOffMonth;
    if (nearest === 0) add(full, 'climate');
    else if (nearest === 1) add(WEIGHTS.nearClimate, 'near-climate');
  }
  // Over-budget places are already filtered out, so every remaining one fits.
  if (prefs.budget !== undefined) add(WEIGHTS.budget, 'budget');
  if (prefs.tripLength !== undefined) {
    const { min, max } = d.tripDays;
    if (prefs.tripLength >= min && prefs.tripLength <= max) add(WEIGHTS.tripLength, 'trip-length');
    else if (prefs.tripLength < min - 2 || prefs.tripLength > max * 2) add(WEIGHTS.tripLengthFar);
  }
  const points = d.activities.reduce(
    (sum, activity, index) =>
      interests.has(activity) ? sum + WEIGHTS.interest + (index < 2 ? WEIGHTS.signatureInterest : 0) : sum,
    0,
  );
  if (points > 0) add(points, 'interests');
  return { score, reasons };
}

/**
 * The top destinations for the stated preferences, best first. The order is total (score, then the
 * tie-breaks, then id), so the same preferences always give the same list.
 */
export async function matchTravel(prefs: TravelPrefs, lang: Locale): Promise<TravelMatch[]> {
  const interests = new Set(
    (prefs.interests ?? [])
      .map((interest) => interest.trim().toLowerCase())
      .filter((interest): interest is TravelActivity =>
        (TRAVEL_ACTIVITIES as readonly string[]).includes(interest),
      ),
  );
  // Equal scores are common with coarse data, so the tie-breaks carry meaning too: a stated budget
  // means "about this much", so the closest price level first; with a month, a place whose short
  // season it is beats one that is fine all year; otherwise the cheaper trip is easier to make happen.
  const tieBreak = (a: Destination, b: Destination) =>
    (prefs.budget === undefined
      ? 0
      : Math.abs(prefs.budget - a.costLevel) - Math.abs(prefs.budget - b.costLevel)) ||
    (prefs.month === undefined ? 0 : a.bestMonths.length - b.bestMonths.length) ||
    a.costLevel - b.costLevel ||
    (a.id < b.id ? -1 : 1);
  const destinations = await loadDestinations();
  const ranked = destinations
    .filter((d) => !prefs.region || d.region === prefs.region)
    .filter((d) => prefs.budget === undefined || d.costLevel <= prefs.budget)
    .map((d) => ({ d, ...scoreOf(d, prefs, interests) }))
    .sort((a, b) => b.score - a.score || tieBreak(a.d, b.d));

  const perCountry = new Map<string, number>();
  const picked: typeof ranked = [];
  for (const entry of ranked) {
    if (picked.length === TRAVEL_RESULTS) break;
    const seen = perCountry.get(entry.d.country) ?? 0;
    if (seen >= PER_COUNTRY) continue;
    perCountry.set(entry.d.country, seen + 1);
    picked.push(entry);
  }
  return picked.map(({ d, score, reasons }) => ({
    id: d.id,
    name: d.name[lang],
    country: countryName(d.country, lang),
    why: d.why[lang],
    bestMonths: [...d.bestMonths],
    costLevel: d.costLevel,
    score,
    reasons,
  }));
}
