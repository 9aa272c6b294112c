/** Every admin read starts with this: invalidating it refreshes the whole area. */
export const ADMIN_KEY_PREFIX = ['api', 'admin'] as const;
export const ADMIN_CHECK_KEY = ['api', 'admin', 'check-access'] as const;
export const ADMIN_STATS_KEY = ['api', 'admin', 'stats'] as const;
export const ADMIN_SETTINGS_KEY = ['api', 'admin', 'settings'] as const;
