import { z } from 'zod';

/**
 * Body of POST /api/media/from-url: an image fetched by the server. Apart from media.ts, whose
 * sizes the app's first screen reads without loading zod.
 */
export const mediaFromUrlSchema = z.object({ url: z.url({ protocol: /^https?$/ }).max(2000) });
