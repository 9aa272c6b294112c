import { z } from 'zod';

const MB = 1024 * 1024;

/** Spec §5 and §9: uploads above 3 MB are refused; the browser compresses to about 500 KB first. */
export const IMAGE_MAX_BYTES = 3 * MB;
export const IMAGE_TARGET_BYTES = 500 * 1024;
export const IMAGE_MAX_DIMENSION = 1200;
export const IMAGE_QUALITY_START = 0.8;
export const IMAGE_QUALITY_STEP = 0.1;
export const IMAGE_QUALITY_MIN = 0.1;
/** Decoded pixels the server accepts (about 25 MP): a decompression bomb stops here. */
export const IMAGE_PIXEL_CAP = 25_000_000;
export const THUMB_DIMENSION = 400;

/** Spec §6: storage per plan. */
export const STORAGE_LIMIT_BYTES = { free: 20 * MB, pro: 100 * MB } as const;
export const GOAL_LIMIT = { free: 25, pro: null } as const;

/** Absolute ceiling of one video upload; the plan's remaining storage is usually the lower one. */
export const VIDEO_MAX_BYTES = 100 * MB;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Body of POST /api/media/from-url: an image fetched by the server (spec §3 "image by URL"). */
export const mediaFromUrlSchema = z.object({ url: z.url({ protocol: /^https?$/ }).max(2000) });

/** A stored file as the API answers it. */
export type Media = {
  id: string;
  kind: 'image' | 'video';
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  url: string;
  thumbUrl: string | null;
  createdAt: string;
};
