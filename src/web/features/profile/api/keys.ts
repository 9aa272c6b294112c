/** Query keys of the profile screen's reads: the auth paths they address. */
export const ACCOUNTS_QUERY_KEY = ['api', 'auth', 'list-accounts'] as const;
export const SESSIONS_QUERY_KEY = ['api', 'auth', 'list-sessions'] as const;
