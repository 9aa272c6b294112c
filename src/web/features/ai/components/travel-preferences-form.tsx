import {
  type AiTravelBody,
  TRAVEL_ACTIVITIES,
  TRAVEL_CLIMATES,
  TRAVEL_COST_MAX,
  TRAVEL_REGIONS,
  type TravelActivity,
  type TravelClimate,
  type TravelRegion,
} from '@common/ai';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useTranslation } from '@web/lib/use-translation';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { monthNames } from '../lib/month-names';

const TRIP_DAYS_MAX = 365;
const COST_LEVELS = Array.from({ length: TRAVEL_COST_MAX }, (_, index) => index + 1);

/** What the form holds: '' is "any", which the request leaves out. */
type Preferences = {
  climate: TravelClimate | '';
  budget: string;
  tripLength: string;
  interests: ReadonlySet<TravelActivity>;
  month: string;
  region: TravelRegion | '';
};

const NO_PREFERENCES: Preferences = {
  climate: '',
  budget: '',
  tripLength: '',
  interests: new Set(),
  month: '',
  region: '',
};

/** The body of POST /api/ai/travel: only what the user chose; every preference is optional. */
export function travelBodyOf(preferences: Preferences): AiTravelBody {
  const days = Number(preferences.tripLength);
  return {
    ...(preferences.climate ? { climate: preferences.climate } : {}),
    ...(preferences.budget ? { budget: Number(preferences.budget) } : {}),
    ...(preferences.tripLength && Number.isInteger(days) ? { tripLength: days } : {}),
    // In the catalogue's order, whatever order they were ticked in.
    ...(preferences.interests.size > 0
      ? { interests: TRAVEL_ACTIVITIES.filter((activity) => preferences.interests.has(activity)) }
      : {}),
    ...(preferences.month ? { month: Number(preferences.month) } : {}),
    ...(preferences.region ? { region: preferences.region } : {}),
  };
}

/** Climate, budget, month, region, trip length and interests; Enter in a field submits. */
export function TravelPreferencesForm({
  onSubmit,
  pending,
}: {
  onSubmit: (body: AiTravelBody) => void;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation('ai');
  const [preferences, setPreferences] = useState<Preferences>(NO_PREFERENCES);
  const ids = { climate: useId(), budget: useId(), days: useId(), month: useId(), region: useId() };
  const months = monthNames(i18n.resolvedLanguage);
  const set = (change: Partial<Preferences>) => setPreferences((current) => ({ ...current, ...change }));
  const toggle = (activity: TravelActivity, on: boolean) => {
    const interests = new Set(preferences.interests);
    if (on) interests.add(activity);
    else interests.delete(activity);
    set({ interests });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit(travelBodyOf(preferences));
  };
  const any = <option value="">{t('travel.any')}</option>;

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.climate} label={t('travel.climate')}>
          <NativeSelect
            id={ids.climate}
            value={preferences.climate}
            onChange={(event) => set({ climate: event.target.value as TravelClimate | '' })}
          >
            {any}
            {TRAVEL_CLIMATES.map((climate) => (
              <option key={climate} value={climate}>
                {t(`travel.climates.${climate}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={ids.budget} label={t('travel.budget')}>
          <NativeSelect
            id={ids.budget}
            value={preferences.budget}
            onChange={(event) => set({ budget: event.target.value })}
          >
            {any}
            {COST_LEVELS.map((level) => (
              <option key={level} value={String(level)}>
                {t(`travel.budgets.${level}` as 'travel.budgets.1')}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={ids.month} label={t('travel.month')}>
          <NativeSelect
            id={ids.month}
            value={preferences.month}
            onChange={(event) => set({ month: event.target.value })}
          >
            {any}
            {months.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={ids.region} label={t('travel.region')}>
          <NativeSelect
            id={ids.region}
            value={preferences.region}
            onChange={(event) => set({ region: event.target.value as TravelRegion | '' })}
          >
            {any}
            {TRAVEL_REGIONS.map((region) => (
              <option key={region} value={region}>
                {t(`travel.regions.${region}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={ids.days} label={t('travel.tripLength')}>
          <Input
            id={ids.days}
            type="number"
            inputMode="numeric"
            min={1}
            max={TRIP_DAYS_MAX}
            step={1}
            value={preferences.tripLength}
            onChange={(event) => set({ tripLength: event.target.value })}
          />
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t('travel.interests')}</legend>
        <div className="flex flex-wrap gap-2">
          {TRAVEL_ACTIVITIES.map((activity) => (
            <label
              key={activity}
              className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-input bg-card px-3 py-1 text-sm has-checked:border-primary has-checked:bg-secondary has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary focus-visible:outline-none"
                checked={preferences.interests.has(activity)}
                onChange={(event) => toggle(activity, event.target.checked)}
              />
              {t(`travel.activities.${activity}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? null : <Search aria-hidden="true" />}
        {t('travel.submit')}
      </Button>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
