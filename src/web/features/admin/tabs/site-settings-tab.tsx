import { VIDEO_URL_MAX } from '@common/site-settings';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { errorCodeKey, errorCodeOf, serverWordsOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { Save, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAdminSettings, useUpdateSettings } from '../api/site-settings';

function useSettingsErrorText() {
  const { t } = useTranslation(['admin', 'errors']);
  return (error: unknown) => {
    const code = errorCodeOf(error);
    if (code) return t(errorCodeKey(code));
    return serverWordsOf(error) ?? t('admin:settings.errorFallback');
  };
}

function VideoForm({ current }: { current: string | null }) {
  const { t } = useTranslation('admin');
  const update = useUpdateSettings();
  const errorText = useSettingsErrorText();
  const [link, setLink] = useState(current ?? '');
  const [missing, setMissing] = useState(false);
  const [action, setAction] = useState<'save' | 'remove' | null>(null);

  function send(learnMoreVideoUrl: string | null) {
    setAction(learnMoreVideoUrl === null ? 'remove' : 'save');
    update.mutate(
      { learnMoreVideoUrl },
      {
        onSuccess: (settings) => {
          setLink(settings.learnMoreVideoUrl ?? '');
          toast({
            title: settings.learnMoreVideoUrl ? t('settings.video.saved') : t('settings.video.removed'),
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({ title: t('settings.errorTitle'), description: errorText(error), variant: 'destructive' }),
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = link.trim();
    setMissing(trimmed === '');
    if (trimmed) send(trimmed);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label={t('settings.video.label')}
        hint={t('settings.video.hint')}
        error={missing ? t('settings.video.required') : undefined}
        type="url"
        inputMode="url"
        maxLength={VIDEO_URL_MAX}
        placeholder={t('settings.video.placeholder')}
        value={link}
        onChange={(event) => {
          setLink(event.target.value);
          if (missing) setMissing(false);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending && action === 'save'} disabled={update.isPending}>
          {update.isPending && action === 'save' ? null : <Save aria-hidden="true" />}
          {t('settings.video.save')}
        </Button>
        {current ? (
          <Button
            variant="outline"
            loading={update.isPending && action === 'remove'}
            disabled={update.isPending}
            onClick={() => send(null)}
          >
            {update.isPending && action === 'remove' ? null : <Trash2 aria-hidden="true" />}
            {t('settings.video.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Site settings: the landing page's "Learn More" video. */
export default function SiteSettingsTab() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  const current = settings.data?.learnMoreVideoUrl ?? null;
  return (
    <section aria-labelledby="admin-settings-heading" className="grid gap-4">
      <h2 id="admin-settings-heading" className="sr-only">
        {t('settings.heading')}
      </h2>
      <Card className="grid max-w-3xl gap-5 p-4 sm:p-6">
        <div>
          <h3 className="font-semibold text-lg">{t('settings.video.title')}</h3>
          <p className="mt-1 text-muted-foreground text-sm">{t('settings.video.description')}</p>
        </div>
        {settings.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-10" />
            <Skeleton className="aspect-video" />
          </div>
        ) : settings.isError ? (
          <div className="grid max-w-md gap-3">
            <ErrorAlert text={t('settings.video.loadFailed')} />
            <Button variant="outline" onClick={() => void settings.refetch()} loading={settings.isFetching}>
              {t('settings.video.retry')}
            </Button>
          </div>
        ) : (
          <>
            <VideoForm current={current} />
            <div className="grid gap-2">
              <h4 className="font-medium text-sm">{t('settings.video.current')}</h4>
              {current ? (
                <iframe
                  src={current}
                  title={t('settings.video.previewTitle')}
                  className="aspect-video w-full rounded-lg border border-border"
                  allow="encrypted-media; picture-in-picture; fullscreen"
                  referrerPolicy="strict-origin-when-cross-origin"
                  loading="lazy"
                />
              ) : (
                <p className="text-muted-foreground text-sm">{t('settings.video.none')}</p>
              )}
            </div>
          </>
        )}
      </Card>
    </section>
  );
}
