import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, ADMIN_SEARCH_MAX } from './admin';

export const IMAGE_LIBRARY_KINDS = ['all', 'image', 'video'] as const;
export type ImageLibraryKind = (typeof IMAGE_LIBRARY_KINDS)[number];

export const imageLibraryQuerySchema = z.object({
  /** Part of the owner's email address. */
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  kind: z.enum(IMAGE_LIBRARY_KINDS).default('all'),
  /** Only files that no goal, memory or avatar uses. */
  unused: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type ImageLibraryQuery = z.infer<typeof imageLibraryQuerySchema>;

/** Where a stored file is shown: a goal's picture, a memory of a goal, or its owner's avatar. */
export type MediaUse =
  | { type: 'goalImage'; goalId: string; goalTitle: string }
  | { type: 'memory'; memoryId: string; goalId: string; goalTitle: string }
  | { type: 'avatar' };

/** A stored file as the image library lists it. */
export type LibraryMedia = {
  id: string;
  kind: 'image' | 'video';
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  /** The file and its thumbnail (a video's poster; null when it has none), loadable by an admin. */
  url: string;
  thumbUrl: string | null;
  owner: { id: string; email: string; name: string };
  usedBy: MediaUse[];
};

export type ImageLibraryPage = {
  data: LibraryMedia[];
  count: number;
  page: number;
  pageSize: number;
  /** The bytes of every file matching the query, not only this page's. */
  totalBytes: number;
};
