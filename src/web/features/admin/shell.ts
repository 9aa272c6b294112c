// What the shell lends its nested areas (people/…): the boundary lint lets files two folders down
// reach only the feature's top level, and index.ts would close an import cycle through the tabs.
export { ADMIN_CHECK_KEY, ADMIN_STATS_KEY } from './api/admin-keys';
export { useAdminActor } from './api/check-access';
