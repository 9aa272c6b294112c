import {
  FEATURE_SWITCH_DEFAULTS,
  FEATURE_SWITCH_NAMES,
  type FeatureSwitches,
  type FeatureSwitchName,
} from '../common/feature-switches';
import { SESSION_CACHE_MS } from './auth/session-reader';
import type { Db } from './db/database';

/** Stored as site settings under this prefix: `feature.registrationOpen` = 'true' | 'false'. */
export const SWITCH_KEY_PREFIX = 'feature.';

/**
 * How long a process trusts the switches it read: a change made by this process counts at once,
 * one made by another instance within this time, as for sessions and list versions.
 */
const KEEP_MS = SESSION_CACHE_MS;
const kept = new WeakMap<Db, { value: FeatureSwitches; readAt: number }>();

export async function readFeatureSwitches(db: Db): Promise<FeatureSwitches> {
  const rows = await db
    .selectFrom('siteSetting')
    .select(['key', 'value'])
    .where('key', 'like', `${SWITCH_KEY_PREFIX}%`)
    .execute();
  const value: FeatureSwitches = { ...FEATURE_SWITCH_DEFAULTS };
  for (const row of rows) {
    const name = row.key.slice(SWITCH_KEY_PREFIX.length) as FeatureSwitchName;
    if (FEATURE_SWITCH_NAMES.includes(name)) value[name] = row.value === 'true';
  }
  return value;
}

/** The switches as this process last read them while fresh, else undefined; reads nothing. */
export function keptFeatureSwitches(db: Db, now = Date.now()): FeatureSwitches | undefined {
  const entry = kept.get(db);
  return entry && now - entry.readAt < KEEP_MS ? entry.value : undefined;
}

/** The switches as this process last read them, if fresh; else read now. */
export async function featureSwitches(db: Db): Promise<FeatureSwitches> {
  const now = Date.now();
  const entry = keptFeatureSwitches(db, now);
  if (entry) return entry;
  const value = await readFeatureSwitches(db);
  kept.set(db, { value, readAt: now });
  return value;
}

export async function isFeatureOn(db: Db, name: FeatureSwitchName): Promise<boolean> {
  return (await featureSwitches(db))[name];
}

/** After this process changed a switch. */
export function forgetFeatureSwitches(db: Db): void {
  kept.delete(db);
}
