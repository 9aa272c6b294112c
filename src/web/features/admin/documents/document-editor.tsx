import {
  type AdminDocument,
  DOCUMENT_MARKDOWN_MAX_BYTES,
  DOCUMENT_TITLE_MAX,
  documentPagePath,
} from '@common/documents';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { TextField } from '@web/components/ui/text-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { errorCodeKey, errorCodeOf, serverWordsOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { ExternalLink, Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSaveDocument } from './documents-api';
import { MarkdownPreview } from './markdown-preview';

export type Draft = { title: string; markdown: string; published: boolean };

export const draftOf = (doc: AdminDocument): Draft => ({
  title: doc.title,
  markdown: doc.markdown,
  published: doc.published,
});

export const sameDraft = (a: Draft, b: Draft) =>
  a.title === b.title && a.markdown === b.markdown && a.published === b.published;

const KB = 1024;
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** One document's form: title, Markdown beside its preview, the published switch and Save. */
export function DocumentEditor({
  document,
  draft,
  onChange,
}: {
  document: AdminDocument;
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  const { t, i18n } = useTranslation(['content', 'errors']);
  const save = useSaveDocument();
  const [titleMissing, setTitleMissing] = useState(false);
  const markdownId = useId();
  const hintId = useId();
  const switchId = useId();
  const dirty = !sameDraft(draft, draftOf(document));
  const bytes = utf8Bytes(draft.markdown);
  const tooLarge = bytes > DOCUMENT_MARKDOWN_MAX_BYTES;

  // Leaving the page (reload, closing the tab) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const title = draft.title.trim();
    setTitleMissing(title === '');
    if (!title || tooLarge) return;
    save.mutate(
      { slug: document.slug, body: { ...draft, title } },
      {
        onSuccess: (saved) => {
          onChange(draftOf(saved));
          toast({ title: t('content:documents.saved'), variant: 'success' });
        },
        onError: (error) => {
          const code = errorCodeOf(error);
          const description = code
            ? t(errorCodeKey(code))
            : (serverWordsOf(error) ?? t('content:documents.errorFallback'));
          toast({ title: t('content:documents.saveFailed'), description, variant: 'destructive' });
        },
      },
    );
  }

  const when = document.updatedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(document.updatedAt),
      )
    : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
        <Badge className={document.published ? 'bg-primary text-primary-foreground' : undefined}>
          {document.published ? t('content:documents.published') : t('content:documents.draft')}
        </Badge>
        <span>{when ? t('content:documents.lastSaved', { when }) : t('content:documents.neverSaved')}</span>
        {dirty ? (
          <span role="status" className="font-medium text-foreground">
            {t('content:documents.unsaved')}
          </span>
        ) : null}
        {document.published ? (
          <a
            href={documentPagePath(document.slug)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-primary underline"
          >
            {t('content:documents.view')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : null}
      </div>
      <TextField
        label={t('content:documents.titleLabel')}
        required
        maxLength={DOCUMENT_TITLE_MAX}
        value={draft.title}
        error={titleMissing ? t('content:documents.titleRequired') : undefined}
        onChange={(event) => {
          onChange({ ...draft, title: event.target.value });
          if (titleMissing) setTitleMissing(false);
        }}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={markdownId}>{t('content:documents.markdownLabel')}</Label>
          <Textarea
            id={markdownId}
            aria-describedby={hintId}
            aria-invalid={tooLarge || undefined}
            className="min-h-80 font-mono"
            value={draft.markdown}
            onChange={(event) => onChange({ ...draft, markdown: event.target.value })}
          />
          <p id={hintId} className="text-muted-foreground text-xs">
            {t('content:documents.markdownHint')}{' '}
            {tooLarge ? (
              <span className="text-destructive">
                {t('content:documents.tooLarge', { max: DOCUMENT_MARKDOWN_MAX_BYTES / KB })}
              </span>
            ) : (
              t('content:documents.size', {
                used: (bytes / KB).toFixed(1),
                max: DOCUMENT_MARKDOWN_MAX_BYTES / KB,
              })
            )}
          </p>
        </div>
        <div className="grid content-start gap-1.5">
          <h4 className="font-medium text-sm">{t('content:documents.preview')}</h4>
          <MarkdownPreview
            markdown={draft.markdown}
            label={t('content:documents.preview')}
            empty={t('content:documents.previewEmpty')}
          />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={draft.published}
          onCheckedChange={(published) => onChange({ ...draft, published })}
        />
        <Label htmlFor={switchId}>{t('content:documents.publishLabel')}</Label>
      </div>
      <div>
        <Button type="submit" loading={save.isPending} disabled={save.isPending || tooLarge}>
          {save.isPending ? null : <Save aria-hidden="true" />}
          {t('content:documents.save')}
        </Button>
      </div>
    </form>
  );
}
