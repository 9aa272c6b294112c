import { DEFAULT_TIME_ZONE, type ReminderSettings } from '@common/reminders';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { ProRequiredNotice } from '@web/features/billing';
import { useUsage } from '@web/features/goals';
import { ReminderChoices, useReminderSettings, useSaveReminderSettings } from '@web/features/reminders';
import { errorCodeKey, errorCodeOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { LocateFixed } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { ProfileSection } from './profile-section';

/** The browser's own time zone, what a person means by "my time" unless they say otherwise. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone the browser knows, and the saved one even if it does not. */
function zoneNames(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, saved, 'UTC'])].sort();
}

/** Deadline reminders by mail (Pro): on or off, when, in which time zone, and the weekly digest. */
export function RemindersSection() {
  const { t } = useTranslation(['profile', 'errors']);
  const usage = useUsage();
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const [draft, setDraft] = useState<ReminderSettings>();
  const ids = { enabled: useId(), zone: useId(), digest: useId() };
  const pro = usage.data?.entitlements.reminders ?? false;

  const [detected, setDetected] = useState(false);
  useEffect(() => {
    if (!settings.data || draft) return;
    // Never chosen (still the default UTC): offer this device's zone, saved with the next save.
    const device = browserTimeZone();
    const offer = settings.data.timeZone === DEFAULT_TIME_ZONE && device && device !== DEFAULT_TIME_ZONE;
    setDraft(offer ? { ...settings.data, timeZone: device } : settings.data);
    setDetected(Boolean(offer));
  }, [settings.data, draft]);
  const zones = useMemo(() => zoneNames(draft?.timeZone ?? 'UTC'), [draft?.timeZone]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    save.mutate(draft, {
      onSuccess: () => toast({ title: t('profile:reminders.saved'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('profile:reminders.failed'),
          description: t(errorCodeKey(errorCodeOf(error) ?? 'INTERNAL_ERROR')),
          variant: 'destructive',
        }),
    });
  };
  const set = (patch: Partial<ReminderSettings>) =>
    setDraft((current) => (current ? { ...current, ...patch } : current));

  return (
    <ProfileSection
      id="reminders"
      title={t('profile:sections.reminders')}
      description={t('profile:reminders.description')}
    >
      {usage.isPending || settings.isPending || (pro && !draft) ? (
        <Skeleton className="h-24 w-full max-w-md" />
      ) : !pro ? (
        <ProRequiredNotice className="sm:max-w-md" />
      ) : draft ? (
        <form onSubmit={onSubmit} className="grid max-w-xl gap-5">
          <div className="flex items-center gap-3">
            <Switch
              id={ids.enabled}
              checked={draft.enabled}
              onCheckedChange={(enabled) => set({ enabled })}
            />
            <Label htmlFor={ids.enabled}>{t('profile:reminders.enabled')}</Label>
          </div>
          <ReminderChoices
            legend={t('profile:reminders.defaultChoice')}
            value={{ daysBefore: draft.defaultDaysBefore, onTheDay: draft.defaultOnTheDay }}
            onChange={(choice) =>
              set({ defaultDaysBefore: choice.daysBefore, defaultOnTheDay: choice.onTheDay })
            }
            disabled={!draft.enabled}
          />
          <div className="grid gap-2">
            <Label htmlFor={ids.zone}>{t('profile:reminders.timeZone')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <NativeSelect
                id={ids.zone}
                value={draft.timeZone}
                onChange={(event) => set({ timeZone: event.target.value })}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </NativeSelect>
              <Button type="button" variant="outline" onClick={() => set({ timeZone: browserTimeZone() })}>
                <LocateFixed aria-hidden="true" />
                {t('profile:reminders.detect')}
              </Button>
            </div>
            <p className="text-muted-foreground text-sm">
              {detected ? t('profile:reminders.timeZoneDetected') : t('profile:reminders.timeZoneHint')}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <Switch
              id={ids.digest}
              checked={draft.weeklyDigest}
              disabled={!draft.enabled}
              onCheckedChange={(weeklyDigest) => set({ weeklyDigest })}
            />
            <Label htmlFor={ids.digest}>{t('profile:reminders.weeklyDigest')}</Label>
          </div>
          <Button type="submit" loading={save.isPending} className="justify-self-start">
            {t('profile:reminders.save')}
          </Button>
        </form>
      ) : null}
    </ProfileSection>
  );
}
