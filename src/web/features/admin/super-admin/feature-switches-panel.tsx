import { FEATURE_SWITCH_NAMES, type FeatureSwitchName } from '@common/feature-switches';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { useId, useState } from 'react';
import { ListError } from '../people/components/list-states';
import { useAdminErrorText } from '../people/hooks/use-admin-error-text';
import { useHeadingReturnFocus } from '../people/hooks/use-admin-list-params';
import { type SwitchChange, useFeatureSwitchesAdmin, useSetFeatureSwitch } from './feature-switches';
import { SuperAdminSection } from './super-admin-section';

function SwitchRow({
  name,
  on,
  onChange,
}: {
  name: FeatureSwitchName;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('superAdmin');
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 rounded-xl border border-border bg-card p-4">
      <div className="grid gap-1">
        <span id={labelId} className="font-semibold">
          {t(`features.${name}.label`)}
        </span>
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {t(`features.${name}.description`)}
        </p>
      </div>
      <Switch
        className="mt-1 shrink-0"
        checked={on}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        onCheckedChange={onChange}
      />
    </li>
  );
}

/**
 * The product's switches. Each change is saved at once and shows at once; turning something off
 * for everyone is asked first. A refused change puts the switch back.
 */
export function FeatureSwitchesPanel() {
  const { t } = useTranslation('superAdmin');
  const query = useFeatureSwitchesAdmin();
  const save = useSetFeatureSwitch();
  const errorText = useAdminErrorText();
  const [asking, setAsking] = useState<FeatureSwitchName | null>(null);
  const { headingRef, remember, onCloseAutoFocus } = useHeadingReturnFocus();

  const apply = (change: SwitchChange) =>
    save.mutate(change, {
      onSuccess: () =>
        toast({ title: t(`features.${change.name}.${change.on ? 'on' : 'off'}`), variant: 'success' }),
      onError: (error) =>
        toast({ title: t('features.failed'), description: errorText(error), variant: 'destructive' }),
    });

  let body: React.ReactNode;
  if (query.isPending)
    body = (
      <div role="status" aria-label={t('features.loading')} className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  else if (query.isError || !query.data)
    body = (
      <ListError title={t('features.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    );
  else {
    const switches = query.data;
    body = (
      <ul className="grid gap-3">
        {FEATURE_SWITCH_NAMES.map((name) => (
          <SwitchRow
            key={name}
            name={name}
            on={switches[name]}
            onChange={(on) => {
              if (on) apply({ name, on });
              else {
                remember();
                setAsking(name);
              }
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <SuperAdminSection
      id="features-heading"
      heading={t('features.heading')}
      intro={t('features.intro')}
      headingRef={headingRef}
    >
      {body}
      {asking ? (
        <ConfirmDialog
          title={t(`features.${asking}.confirmTitle`)}
          description={t(`features.${asking}.confirmText`)}
          confirmLabel={t(`features.${asking}.confirm`)}
          cancelLabel={t('common.cancel')}
          onConfirm={() => apply({ name: asking, on: false })}
          onClose={() => setAsking(null)}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </SuperAdminSection>
  );
}
