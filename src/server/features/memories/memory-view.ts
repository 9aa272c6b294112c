import type { Memory, MemoryType } from '../../../common/memories';
import { mediaThumbUrl, mediaUrl } from '../../../common/urls';
import { toIso } from '../../db/dates';
import type { MemoryRow } from './memories.repository';

export function parseTags(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** The file URLs of a memory; `share` adds the token that lets a share's visitor fetch them. */
export function memoryUrls(row: MemoryRow, share?: string) {
  if (!row.mediaId) return { url: null, thumbUrl: null };
  return {
    url: mediaUrl(row.mediaId, share),
    // A photo's thumbnail, or a video's poster when the browser sent one.
    thumbUrl: row.hasThumb ? mediaThumbUrl(row.mediaId, share) : null,
  };
}

/** A memory row as the API answers it (src/common/memories.ts): who added it, no goal id. */
export function toMemory(row: MemoryRow): Memory {
  return {
    id: row.id,
    type: row.type as MemoryType,
    mediaId: row.mediaId,
    ...memoryUrls(row),
    content: row.content,
    caption: row.caption,
    tags: parseTags(row.tags),
    isPublic: Boolean(row.isPublic),
    createdAt: toIso(row.createdAt),
    addedBy: { id: row.userId, name: row.authorName ?? '' },
  };
}
