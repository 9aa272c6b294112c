import { renderMarkdown } from '@common/markdown';
import { useDeferredValue, useMemo } from 'react';

/**
 * The document as the public page will show it. The renderer escapes every character of the
 * source before making its own tags, so its output holds no markup the author typed.
 */
export function MarkdownPreview({
  markdown,
  label,
  empty,
}: {
  markdown: string;
  label: string;
  empty: string;
}) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return (
    <section aria-label={label} className="min-h-40 rounded-lg border border-border bg-card p-4">
      {html ? (
        <div
          className="prose-document text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h1]:mb-2 [&_h1]:font-bold [&_h1]:text-xl [&_h2]:mt-3 [&_h2]:font-semibold [&_h2]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes all input first
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}
