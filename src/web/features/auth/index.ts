// Only what the app shell needs at start-up. Screens that call the auth client (better-auth)
// import their components directly, so that library stays out of the first load.
export { sessionQueryOptions, useSession } from './api/get-session';
export { useSessionFocusRefetch } from './hooks/use-session-focus-refetch';
export type { SessionUser } from './types';
