import { addCatalogs } from '@web/lib/add-catalogs';
import type { i18n as I18n } from 'i18next';
import enCalendar from './en/calendar.json';
import enInsights from './en/insights.json';
import enMemories from './en/memories.json';
import enMilestones from './en/milestones.json';
import enProfile from './en/profile.json';
import enReminders from './en/reminders.json';
import enShares from './en/shares.json';
import enSupport from './en/support.json';
import enTranslate from './en/translate.json';
import thCalendar from './th/calendar.json';
import thInsights from './th/insights.json';
import thMemories from './th/memories.json';
import thMilestones from './th/milestones.json';
import thProfile from './th/profile.json';
import thReminders from './th/reminders.json';
import thShares from './th/shares.json';
import thSupport from './th/support.json';
import thTranslate from './th/translate.json';

/**
 * Catalogs of screens that are never on the landing path (the scrapbook, the shared page, the
 * profile with its reminders and support requests, the admin support queue, the translation
 * tool, the milestones dialog, the calendar and the insights).
 * They ship with those screens' chunks instead of the entry, both languages at once so switching
 * stays instant; `addLazyResources` registers them before such a screen renders.
 */
export const lazyResources = {
  en: {
    calendar: enCalendar,
    insights: enInsights,
    memories: enMemories,
    milestones: enMilestones,
    shares: enShares,
    support: enSupport,
    profile: enProfile,
    reminders: enReminders,
    translate: enTranslate,
  },
  th: {
    calendar: thCalendar,
    insights: thInsights,
    memories: thMemories,
    milestones: thMilestones,
    shares: thShares,
    support: thSupport,
    profile: thProfile,
    reminders: thReminders,
    translate: thTranslate,
  },
} as const;

export function addLazyResources(instance: I18n): void {
  addCatalogs(instance, lazyResources);
}
