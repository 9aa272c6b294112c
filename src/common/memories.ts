import { z } from 'zod';

export const MEMORY_TYPES = ['photo', 'video', 'note'] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

export const MEMORY_CAPTION_MAX = 500;
/** A note's HTML, counted in UTF-8 bytes (a Thai letter is three). */
export const MEMORY_NOTE_MAX_BYTES = 100 * 1024;
export const MEMORY_TAGS_MAX = 20;
export const MEMORY_TAG_MAX = 40;
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const noteContent = z
  .string()
  .min(1)
  .refine((html) => utf8Bytes(html) <= MEMORY_NOTE_MAX_BYTES, {
    message: `A note can be at most ${MEMORY_NOTE_MAX_BYTES / 1024} KB.`,
  });

const tags = z
  .array(z.string().trim().min(1).max(MEMORY_TAG_MAX))
  .max(MEMORY_TAGS_MAX)
  .transform((list) => [...new Set(list)]);

/**
 * Body of POST /api/bucket-list/:id/memories. A photo or video names a media row uploaded first
 * through POST /api/media (a video with its poster); a note carries rich-text HTML that the
 * server sanitises before storing.
 */
export const memoryCreateSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('photo'),
    mediaId: z.string().min(1).max(64),
    caption: z.string().trim().max(MEMORY_CAPTION_MAX).nullish(),
    tags: tags.default([]),
    isPublic: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('video'),
    mediaId: z.string().min(1).max(64),
    caption: z.string().trim().max(MEMORY_CAPTION_MAX).nullish(),
    tags: tags.default([]),
    isPublic: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('note'),
    content: noteContent,
    caption: z.string().trim().max(MEMORY_CAPTION_MAX).nullish(),
    tags: tags.default([]),
    isPublic: z.boolean().default(false),
  }),
]);
export type MemoryCreate = z.infer<typeof memoryCreateSchema>;

/** Body of PATCH /api/memories/:id: caption, tags, public flag, and a note's content. */
export const memoryUpdateSchema = z.object({
  caption: z.string().trim().max(MEMORY_CAPTION_MAX).nullish(),
  tags: tags.optional(),
  isPublic: z.boolean().optional(),
  content: noteContent.optional(),
});
export type MemoryUpdate = z.infer<typeof memoryUpdateSchema>;

/** A memory as the API answers it. url/thumbUrl are null for notes; content is null for media. */
export type Memory = {
  id: string;
  type: MemoryType;
  mediaId: string | null;
  url: string | null;
  thumbUrl: string | null;
  content: string | null;
  caption: string | null;
  tags: string[];
  isPublic: boolean;
  createdAt: string;
  /** Who added it: on a shared goal, the owner or one of its editors. */
  addedBy: { id: string; name: string };
};
