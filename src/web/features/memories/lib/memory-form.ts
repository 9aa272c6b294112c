import { type MemoryType, memoryCreateSchema, memoryUpdateSchema } from '@common/memories';
import type enMemories from '@web/locales/en/memories.json';
import type { z } from 'zod';

/** Messages are keys of the memories catalog's `validation` group, translated where they are shown. */
export type MemoryValidationKey = keyof (typeof enMemories)['validation'];

export type MemoryFormField = 'caption' | 'tags' | 'content';
export type MemoryFieldErrors = Partial<Record<MemoryFormField, MemoryValidationKey>>;

export type MemoryFormValues = { kind: MemoryType; caption: string; tags: string[]; content: string };

/** Which catalog key tells the user about a refusal of each field; null when another check says it. */
const memoryFieldKeys: Record<MemoryFormField, (issue: z.core.$ZodIssue) => MemoryValidationKey | null> = {
  caption: () => 'captionTooLong',
  // A refusal of the list itself has a path of one; one of a single tag also names its index.
  tags: (issue) => (issue.path.length > 1 ? 'tagTooLong' : 'tooManyTags'),
  // An empty note is told by the dialog's own "write something" message.
  content: (issue) => (issue.code === 'too_small' ? null : 'noteTooLong'),
};

function isFormField(field: unknown): field is MemoryFormField {
  return field === 'caption' || field === 'tags' || field === 'content';
}

/**
 * The dialog's caption, tags and note judged by the server's own schemas (src/common/memories.ts),
 * so limits cannot drift; each refusal becomes a catalog key. The file itself is checked apart:
 * it has no id until it is uploaded, so a stand-in id takes its place here.
 */
export function memoryFormErrors(values: MemoryFormValues, editing: boolean): MemoryFieldErrors {
  const caption = values.caption.trim() || null;
  const parsed = editing
    ? memoryUpdateSchema.safeParse({
        caption,
        tags: values.tags,
        ...(values.kind === 'note' ? { content: values.content } : {}),
      })
    : memoryCreateSchema.safeParse(
        values.kind === 'note'
          ? { type: 'note', content: values.content, caption, tags: values.tags }
          : { type: values.kind, mediaId: 'pending-upload', caption, tags: values.tags },
      );
  const errors: MemoryFieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (!isFormField(field)) continue;
    const key = memoryFieldKeys[field](issue);
    // One message a field: the first refusal is the one to fix first.
    if (key && !errors[field]) errors[field] = key;
  }
  return errors;
}
