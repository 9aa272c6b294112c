import { z } from 'zod';
import { idSchema } from './params';

/** A photo for the whole width of a screen is larger than a goal's picture. */
export const BACKGROUND_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The stored web version's longest side: sharp on a wide, high-density screen. */
export const BACKGROUND_IMAGE_MAX_DIMENSION = 2400;
/** The admin list's preview. */
export const BACKGROUND_PREVIEW_DIMENSION = 480;
export const BACKGROUND_ALT_MAX = 300;
/** More than anyone rotates through; keeps the list and a reorder body small. */
export const BACKGROUND_IMAGES_MAX = 50;

export const BACKGROUND_IMAGES_PATH = '/api/background-images';
export const ACTIVE_BACKGROUND_PATH = `${BACKGROUND_IMAGES_PATH}/active`;

export function backgroundImageUrl(id: string): string {
  return `${BACKGROUND_IMAGES_PATH}/files/${encodeURIComponent(id)}`;
}

export function backgroundPreviewUrl(id: string): string {
  return `${BACKGROUND_IMAGES_PATH}/previews/${encodeURIComponent(id)}`;
}

/** A background image as the admin list shows it. */
export type BackgroundImage = {
  id: string;
  url: string;
  previewUrl: string;
  mime: string;
  width: number;
  height: number;
  /** Stored size of the web version and its preview (the site's, counted against nobody's quota). */
  bytes: number;
  altEn: string;
  altTh: string;
  position: number;
  active: boolean;
  createdAt: string;
};

export type BackgroundImageList = { data: BackgroundImage[] };

/** What the landing page needs: the image behind its hero, with its description in both languages. */
export type ActiveBackground = {
  image: { url: string; width: number; height: number; alt: { en: string; th: string } } | null;
};

const altText = z.string().trim().max(BACKGROUND_ALT_MAX);

/** Body of PATCH /api/admin/background-images/:id: at least one field. */
export const backgroundPatchSchema = z
  .object({ altEn: altText.optional(), altTh: altText.optional(), active: z.boolean().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send altEn, altTh or active.',
  });
export type BackgroundPatch = z.infer<typeof backgroundPatchSchema>;

/** Body of PUT /api/admin/background-images/order: every image's id once, first shown first. */
export const backgroundOrderSchema = z.object({ ids: z.array(idSchema).max(BACKGROUND_IMAGES_MAX) });
