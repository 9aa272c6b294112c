import type * as IsoCountries from 'i18n-iso-countries';
import type { Locale } from '../../../../common/limits';
import { lazyRequire } from '../../../lazy-require';
import { type Destination, destinationsFileSchema, type Idea, ideasFileSchema } from './schema';

/**
 * The data files are imported dynamically: the bundler then wraps them in a function that runs on
 * first use, so a server that never suggests an idea never builds these objects. Each file is
 * validated once and the promise is kept, so concurrent first callers share one parse.
 */
let ideas: Promise<readonly Idea[]> | undefined;
let destinations: Promise<readonly Destination[]> | undefined;

export function loadIdeas(): Promise<readonly Idea[]> {
  ideas ??= import('./ideas.json').then((module) => ideasFileSchema.parse(module.default));
  return ideas;
}

export function loadDestinations(): Promise<readonly Destination[]> {
  destinations ??= import('./destinations.json').then((module) =>
    destinationsFileSchema.parse(module.default),
  );
  return destinations;
}

let countries: typeof IsoCountries | undefined;

/**
 * Country names come from i18n-iso-countries rather than our file, so they stay consistent with
 * anywhere else the app names a country. Its locale files are loaded on first use for the same
 * reason as the data files above. Falls back to the code for a country the package cannot name.
 */
export function countryName(code: string, lang: Locale): string {
  if (!countries) {
    const loaded = lazyRequire('i18n-iso-countries') as typeof IsoCountries;
    loaded.registerLocale(lazyRequire('i18n-iso-countries/langs/en.json'));
    loaded.registerLocale(lazyRequire('i18n-iso-countries/langs/th.json'));
    countries = loaded;
  }
  return countries.getName(code, lang) ?? code;
}
