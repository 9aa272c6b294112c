export { accountRoutes } from './account.routes';
export { type AccountDeletionHooks, accountDeletionHooks } from './account-deletion';
