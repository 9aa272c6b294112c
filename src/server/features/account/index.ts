export { accountRoutes } from './account.routes';
export { accountDeletionHooks } from './account-deletion';
