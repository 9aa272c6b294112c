/** Prefixes of the admin reads this area changes: invalidating one refreshes every page of it. */
export const ADMIN_USERS_KEY = ['api', 'admin', 'users'] as const;
export const ADMIN_GOALS_KEY = ['api', 'admin', 'goals'] as const;
