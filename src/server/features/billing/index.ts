export { adminBillingRoutes, billingRoutes } from './billing.routes';
export { type BillingService, billingService } from './billing.service';
