import enAccount from './en/account.json';
import enAi from './en/ai.json';
import enAuth from './en/auth.json';
import enCategories from './en/categories.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enErrors from './en/errors.json';
import enGoals from './en/goals.json';
import enLanding from './en/landing.json';
import enPlans from './en/plans.json';
import enUpgrade from './en/upgrade.json';
import thAccount from './th/account.json';
import thAi from './th/ai.json';
import thAuth from './th/auth.json';
import thCategories from './th/categories.json';
import thCommon from './th/common.json';
import thDashboard from './th/dashboard.json';
import thErrors from './th/errors.json';
import thGoals from './th/goals.json';
import thLanding from './th/landing.json';
import thPlans from './th/plans.json';
import thUpgrade from './th/upgrade.json';

// Both languages are bundled: together they are a few kilobytes, and switching must be instant.
export const resources = {
  en: {
    common: enCommon,
    landing: enLanding,
    auth: enAuth,
    dashboard: enDashboard,
    errors: enErrors,
    account: enAccount,
    plans: enPlans,
    goals: enGoals,
    categories: enCategories,
    upgrade: enUpgrade,
    ai: enAi,
  },
  th: {
    common: thCommon,
    landing: thLanding,
    auth: thAuth,
    dashboard: thDashboard,
    errors: thErrors,
    account: thAccount,
    plans: thPlans,
    goals: thGoals,
    categories: thCategories,
    upgrade: thUpgrade,
    ai: thAi,
  },
} as const;

export const NAMESPACES = Object.keys(resources.en) as Array<keyof typeof resources.en>;
export const DEFAULT_NAMESPACE = 'common';
