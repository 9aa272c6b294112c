/** Prefixes of the admin reads this area changes: invalidating one refreshes every page of it. */
export const ADMIN_USERS_KEY = ['api', 'admin', 'users'] as const;
export const ADMIN_GOALS_KEY = ['api', 'admin', 'goals'] as const;
// The admin shell's keys, spelled again because features do not reach into each other's files:
// the overview's figures move with every change made here, and the gate's check names the actor.
export const ADMIN_STATS_KEY = ['api', 'admin', 'stats'] as const;
export const ADMIN_CHECK_KEY = ['api', 'admin', 'check-access'] as const;
