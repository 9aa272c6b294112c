import { addCatalogs } from '@web/lib/add-catalogs';
import type { i18n as I18n } from 'i18next';
import enBilling from './en/billing.json';
import thBilling from './th/billing.json';

/**
 * The plan and payment texts travel with the billing feature (subscribe, upgrade, the checkout,
 * the profile's plan card), never with the landing page's first load.
 */
export const billingResources = {
  en: { billing: enBilling },
  th: { billing: thBilling },
} as const;

export function addBillingResources(instance: I18n): void {
  addCatalogs(instance, billingResources);
}
