import type { i18n as I18n } from 'i18next';
import enAdmin from './en/admin.json';
import enPeople from './en/people.json';
import { addCatalogs } from './lazy-resources';
import thAdmin from './th/admin.json';
import thPeople from './th/people.json';

/**
 * The admin and super-admin texts travel with the admin chunk, never with a user's first load:
 * `admin` for the area itself, `people` for the users and goals tabs and the user-view banner.
 */
export const adminResources = {
  en: { admin: enAdmin, people: enPeople },
  th: { admin: thAdmin, people: thPeople },
} as const;

export function addAdminResources(instance: I18n): void {
  addCatalogs(instance, adminResources);
}
