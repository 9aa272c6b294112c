import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { ProRequiredNotice } from '@web/features/billing';
import { useUsage } from '@web/features/goals';
import { errorCodeKey, errorCodeOf } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { Copy, Link2, Loader2, RefreshCw, Rss, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed';

/**
 * The private feed for calendar apps (Pro). Its address is shown once, when it is made: the server
 * keeps only a hash of it. Making a new one, or turning it off, stops the old address at once.
 */
export function CalendarFeedPanel() {
  const { t, i18n } = useTranslation(['calendar', 'errors']);
  const usage = useUsage();
  const pro = usage.data?.entitlements.reminders ?? false;
  const feed = useCalendarFeed(pro);
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [shown, setShown] = useState<string>();
  const ids = { title: useId(), url: useId() };

  const failed = (error: unknown) =>
    toast({
      title: t('feed.failed'),
      description: t(errorCodeKey(errorCodeOf(error) ?? 'INTERNAL_ERROR')),
      variant: 'destructive',
    });
  const make = () => create.mutate(undefined, { onSuccess: (made) => setShown(made.url), onError: failed });
  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setShown(undefined);
        toast({ title: t('feed.turnedOff'), variant: 'success' });
      },
      onError: failed,
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('feed.copied'), variant: 'success' });
    } catch {
      toast({ title: t('feed.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <Card className="grid gap-4 p-5 sm:p-6" aria-labelledby={ids.title} role="region">
      <div>
        <h2 id={ids.title} className="flex items-center gap-2 font-semibold text-xl">
          <Rss aria-hidden="true" className="size-5 text-primary" />
          {t('feed.title')}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t('feed.description')}</p>
      </div>
      {usage.isPending || (pro && feed.isPending) ? (
        <Loader2 aria-label={t('loading')} className="size-5 animate-spin" />
      ) : !pro ? (
        <ProRequiredNotice />
      ) : shown ? (
        <div className="grid gap-2">
          <Label htmlFor={ids.url}>{t('feed.address')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={ids.url} readOnly value={shown} onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copy(shown)}>
              <Copy aria-hidden="true" />
              {t('feed.copy')}
            </Button>
          </div>
          <p className="text-muted-foreground text-sm">{t('feed.keepSecret')}</p>
          <p className="text-muted-foreground text-sm">{t('feed.howTo')}</p>
        </div>
      ) : feed.data?.enabled ? (
        <p className="text-sm">
          {t('feed.onSince', { date: formatDate(feed.data.createdAt, i18n.language) ?? '' })}
        </p>
      ) : (
        <p className="text-sm">{t('feed.off')}</p>
      )}
      {pro && !feed.isPending ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={make} disabled={create.isPending}>
            {create.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : feed.data?.enabled ? (
              <RefreshCw aria-hidden="true" />
            ) : (
              <Link2 aria-hidden="true" />
            )}
            {feed.data?.enabled ? t('feed.renew') : t('feed.turnOn')}
          </Button>
          {feed.data?.enabled ? (
            <Button variant="outline" onClick={turnOff} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              {t('feed.turnOff')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
