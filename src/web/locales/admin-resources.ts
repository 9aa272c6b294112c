import { addCatalogs } from '@web/lib/add-catalogs';
import type { i18n as I18n } from 'i18next';
import enAdmin from './en/admin.json';
import enBackgrounds from './en/backgrounds.json';
import enContent from './en/content.json';
import enImages from './en/images.json';
import enModeration from './en/moderation.json';
import enMonitoring from './en/monitoring.json';
import enPeople from './en/people.json';
import enSuperAdmin from './en/superAdmin.json';
import thAdmin from './th/admin.json';
import thBackgrounds from './th/backgrounds.json';
import thContent from './th/content.json';
import thImages from './th/images.json';
import thModeration from './th/moderation.json';
import thMonitoring from './th/monitoring.json';
import thPeople from './th/people.json';
import thSuperAdmin from './th/superAdmin.json';

/**
 * The admin and super-admin texts travel with the admin chunk, never with a user's first load:
 * `admin` for the area itself, `people` for the users and goals tabs and the user-view banner,
 * `monitoring` for the system monitoring tab, `moderation` for content moderation, `content` for the documents and SEO tabs,
 * `images` for the image library,
 * `backgrounds` for the background images tab,
 * `superAdmin` for /super-admin.
 */
export const adminResources = {
  en: {
    admin: enAdmin,
    backgrounds: enBackgrounds,
    people: enPeople,
    monitoring: enMonitoring,
    moderation: enModeration,
    content: enContent,
    images: enImages,
    superAdmin: enSuperAdmin,
  },
  th: {
    admin: thAdmin,
    backgrounds: thBackgrounds,
    people: thPeople,
    monitoring: thMonitoring,
    moderation: thModeration,
    content: thContent,
    images: thImages,
    superAdmin: thSuperAdmin,
  },
} as const;

export function addAdminResources(instance: I18n): void {
  addCatalogs(instance, adminResources);
}
