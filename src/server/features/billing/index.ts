export { adminBillingRoutes, billingRoutes } from './billing.routes';
export { billingService } from './billing.service';
