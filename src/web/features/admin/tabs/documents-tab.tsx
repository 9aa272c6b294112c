import { DOCUMENT_SLUGS, type DocumentSlug } from '@common/documents';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from '@web/lib/use-translation';
import { useId, useState } from 'react';
import { DocumentEditor, type Draft, draftOf, sameDraft } from '../documents/document-editor';
import { useAdminDocuments } from '../documents/documents-api';

/** Documents: the privacy policy, terms and about page, edited in Markdown and published from here. */
export default function DocumentsTab() {
  const { t } = useTranslation('content');
  const documents = useAdminDocuments();
  const [slug, setSlug] = useState<DocumentSlug>('privacy');
  const [drafts, setDrafts] = useState<Partial<Record<DocumentSlug, Draft>>>({});
  const [leaving, setLeaving] = useState<DocumentSlug | null>(null);
  const pickId = useId();
  const list = documents.data?.documents ?? [];
  const current = list.find((d) => d.slug === slug);
  const draft = current ? (drafts[slug] ?? draftOf(current)) : undefined;
  const dirty = Boolean(current && draft && !sameDraft(draft, draftOf(current)));

  function pick(next: DocumentSlug) {
    if (dirty) setLeaving(next);
    else setSlug(next);
  }

  return (
    <section aria-labelledby="admin-documents-heading" className="grid gap-4">
      <Card className="grid gap-5 p-4 sm:p-6">
        <div>
          <h2 id="admin-documents-heading" className="font-semibold text-lg">
            {t('documents.heading')}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{t('documents.description')}</p>
        </div>
        {documents.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-80" />
          </div>
        ) : documents.isError || !current || !draft ? (
          <div className="grid max-w-md gap-3">
            <ErrorAlert text={t('documents.loadFailed')} />
            <Button variant="outline" onClick={() => void documents.refetch()} loading={documents.isFetching}>
              {t('documents.retry')}
            </Button>
          </div>
        ) : (
          <>
            <div className="grid max-w-xs gap-1.5">
              <Label htmlFor={pickId}>{t('documents.pick')}</Label>
              <NativeSelect
                id={pickId}
                value={slug}
                onChange={(event) => pick(event.target.value as DocumentSlug)}
              >
                {DOCUMENT_SLUGS.map((option) => (
                  <option key={option} value={option}>
                    {t(`documents.names.${option}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <DocumentEditor
              key={slug}
              document={current}
              draft={draft}
              onChange={(next) => setDrafts((all) => ({ ...all, [slug]: next }))}
            />
          </>
        )}
      </Card>
      {leaving ? (
        <ConfirmDialog
          title={t('documents.discardTitle')}
          description={t('documents.discardText')}
          confirmLabel={t('documents.discard')}
          cancelLabel={t('documents.keepEditing')}
          onConfirm={() => {
            setDrafts((all) => ({ ...all, [slug]: undefined }));
            setSlug(leaving);
            setLeaving(null);
          }}
          onClose={() => setLeaving(null)}
        />
      ) : null}
    </section>
  );
}
