import type { Category } from '../../../common/goals';
import type { Template } from '../../../common/templates';
import { mediaThumbUrl, mediaUrl } from '../../../common/urls';
import { toIso } from '../../db/dates';
import type { TemplateRow } from './templates.repository';

/** The stored JSON array of milestone titles; anything else reads as none. */
export function milestoneTitlesOf(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A template row as the API answers it: ISO dates, image URLs, no owner id. */
export function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as Category,
    imageId: row.imageId,
    imageUrl: row.imageId ? mediaUrl(row.imageId) : null,
    thumbUrl: row.imageId ? mediaThumbUrl(row.imageId) : null,
    milestoneTitles: milestoneTitlesOf(row.milestoneTitles),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
