import { UPLOAD_LIMITS } from './plans';

/** Larger image uploads are refused (see plans.ts); the browser compresses to about 500 KB first. */
export const IMAGE_MAX_BYTES = UPLOAD_LIMITS.imageMaxBytes;
export const IMAGE_TARGET_BYTES = 500 * 1024;
export const IMAGE_MAX_DIMENSION = 1200;
export const IMAGE_QUALITY_START = 0.8;
export const IMAGE_QUALITY_STEP = 0.1;
export const IMAGE_QUALITY_MIN = 0.1;
/** Decoded pixels the server accepts: a decompression bomb stops here. */
export const IMAGE_PIXEL_CAP = 25_000_000;
export const THUMB_DIMENSION = 400;

/** Absolute ceiling of one video upload; the plan's remaining storage is usually the lower one. */
export const VIDEO_MAX_BYTES = UPLOAD_LIMITS.videoMaxBytes;

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
