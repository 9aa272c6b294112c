import { addBillingResources } from '@web/locales/billing-resources';
import i18n from 'i18next';

// The feature's texts come with its chunk (see billing-resources.ts).
addBillingResources(i18n);

export { ComingSoonBadge, PlanFeatureList } from '@web/components/plan-feature-list';
// What the routes and other features use of the billing feature.
export { useBilling } from './api/get-billing';
export { BillingCard } from './components/billing-card';
export { CheckoutButton } from './components/checkout-button';
export { PlanComparisonTable } from './components/plan-comparison-table';
export { ProRequiredNotice } from './components/pro-required-notice';
export { Testimonials } from './components/testimonials';
export { UpgradedWelcome } from './components/upgraded-welcome';
export { isProRequired } from './lib/billing-errors';
