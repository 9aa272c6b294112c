import { z } from 'zod';

/** The public pages whose title, description and preview image administrators set. */
export const SEO_PAGES = ['landing', 'privacy', 'terms', 'about'] as const;
export type SeoPageKey = (typeof SEO_PAGES)[number];

export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 300;
export const SEO_IMAGE_URL_MAX = 500;

/** Route patterns counted as page views; a scrapbook's views are counted as share views. */
export const PAGE_VIEW_PATHS = ['/', '/legal/privacy', '/legal/terms', '/legal/about'] as const;
export type PageViewPath = (typeof PAGE_VIEW_PATHS)[number];

export const SEO_VIEW_DAYS_MAX = 365;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

export const seoPageMetaSchema = z.object({
  page: z.enum(SEO_PAGES),
  title: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type SeoPageMeta = z.infer<typeof seoPageMetaSchema>;

export const seoPagesSchema = z.object({ pages: z.array(seoPageMetaSchema) });
export type SeoPages = z.infer<typeof seoPagesSchema>;

export const seoPageBodySchema = z.object({
  page: z.enum(SEO_PAGES),
  title: optionalText(SEO_TITLE_MAX),
  description: optionalText(SEO_DESCRIPTION_MAX),
  imageUrl: optionalText(SEO_IMAGE_URL_MAX).refine(
    (value) => value === null || /^https:\/\/[^\s]+$/i.test(value) || /^\/[^/\s][^\s]*$/.test(value),
    { message: 'An https:// address or a path on this site.' },
  ),
});
export type SeoPageBody = z.input<typeof seoPageBodySchema>;

export const seoViewsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(SEO_VIEW_DAYS_MAX).default(30),
});

export const seoViewsSchema = z.object({
  days: z.number(),
  total: z.number(),
  perDay: z.array(z.object({ day: z.string().describe('YYYY-MM-DD, UTC'), views: z.number() })),
  topPaths: z.array(z.object({ path: z.string(), views: z.number() })),
  topReferrers: z.array(
    z.object({ domain: z.string().describe('Empty: direct or unknown.'), views: z.number() }),
  ),
});
export type SeoViews = z.infer<typeof seoViewsSchema>;
