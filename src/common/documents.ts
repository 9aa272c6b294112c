import { z } from 'zod';

/** The site's documents: one each, written by administrators, shown at /legal/:slug once published. */
export const DOCUMENT_SLUGS = ['privacy', 'terms', 'about'] as const;
export type DocumentSlug = (typeof DOCUMENT_SLUGS)[number];

export const DOCUMENT_TITLE_MAX = 200;
/** Markdown size in UTF-8 bytes: far above any policy, far below what would burden a page. */
export const DOCUMENT_MARKDOWN_MAX_BYTES = 100 * 1024;

export const isDocumentSlug = (value: string): value is DocumentSlug =>
  (DOCUMENT_SLUGS as readonly string[]).includes(value);

export const documentPagePath = (slug: DocumentSlug) => `/legal/${slug}`;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export const documentBodySchema = z.object({
  title: z.string().trim().min(1).max(DOCUMENT_TITLE_MAX),
  markdown: z.string().refine((text) => utf8Bytes(text) <= DOCUMENT_MARKDOWN_MAX_BYTES, {
    message: `At most ${DOCUMENT_MARKDOWN_MAX_BYTES / 1024} KB of Markdown.`,
  }),
  published: z.boolean(),
});
export type DocumentBody = z.infer<typeof documentBodySchema>;

export const adminDocumentSchema = z.object({
  slug: z.enum(DOCUMENT_SLUGS),
  title: z.string(),
  markdown: z.string(),
  published: z.boolean(),
  updatedAt: z.string().nullable().describe('ISO time of the last save; null: never saved.'),
  updatedBy: z.string().nullable().describe('The saving administrator’s id; null: never saved.'),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
export const adminDocumentListSchema = z.object({ documents: z.array(adminDocumentSchema) });

export const publicDocumentSchema = z.object({
  slug: z.enum(DOCUMENT_SLUGS),
  title: z.string(),
  markdown: z.string(),
  html: z.string().describe('The Markdown rendered and sanitized.'),
  updatedAt: z.string().nullable(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

export const publishedDocumentListSchema = z.array(
  z.object({ slug: z.enum(DOCUMENT_SLUGS), title: z.string() }),
);
export type PublishedDocumentLink = z.infer<typeof publishedDocumentListSchema>[number];

export const documentSlugParamsSchema = z.object({ slug: z.enum(DOCUMENT_SLUGS) });
