import { addCatalogs } from '@web/lib/add-catalogs';
import type { i18n as I18n } from 'i18next';
import enCollaboration from './en/collaboration.json';
import thCollaboration from './th/collaboration.json';

/**
 * The texts of shared goals travel with the collaboration feature (the dashboard's cards, the
 * members dialog, the invitation page), never with the landing page's first load.
 */
export const collaborationResources = {
  en: { collaboration: enCollaboration },
  th: { collaboration: thCollaboration },
} as const;

export function addCollaborationResources(instance: I18n): void {
  addCatalogs(instance, collaborationResources);
}
