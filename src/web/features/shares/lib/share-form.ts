import { type ShareCreate, shareCreateSchema } from '@common/shares';

export type ShareFieldProblem =
  | { key: 'titleRequired' }
  | { key: 'titleTooLong'; max: number }
  | { key: 'descriptionTooLong'; max: number };

type ShareFormCheck =
  | { ok: true; input: ShareCreate }
  | { ok: false; title: ShareFieldProblem | null; description: ShareFieldProblem | null };

/**
 * The share form's values checked by the server's own schema, each refusal as a catalog key with
 * the limit the schema holds, so the form and the server never disagree about a number.
 */
export function checkShareForm(values: {
  title: string;
  description: string;
  expiresInDays: 7 | 30 | null;
}): ShareFormCheck {
  const parsed = shareCreateSchema.safeParse({
    title: values.title,
    description: values.description.trim() || null,
    expiresInDays: values.expiresInDays,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  let title: ShareFieldProblem | null = null;
  let description: ShareFieldProblem | null = null;
  for (const issue of parsed.error.issues) {
    const tooBig = issue.code === 'too_big' ? Number(issue.maximum) : null;
    if (issue.path[0] === 'title') {
      title ??= tooBig === null ? { key: 'titleRequired' } : { key: 'titleTooLong', max: tooBig };
    } else if (issue.path[0] === 'description' && tooBig !== null) {
      description ??= { key: 'descriptionTooLong', max: tooBig };
    }
  }
  // Nothing the user typed is at fault (the expiry comes from a fixed list): ask for the title,
  // the one field that must be filled.
  if (!title && !description) title = { key: 'titleRequired' };
  return { ok: false, title, description };
}
