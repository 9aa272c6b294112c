import { REMINDER_DAYS_BEFORE, type ReminderDaysBefore } from '@common/reminders';
import { useTranslation } from '@web/lib/use-translation';

export type ReminderChoice = { daysBefore: ReminderDaysBefore[]; onTheDay: boolean };

const chip =
  'inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-input bg-card px-3 py-1 text-sm has-checked:border-primary has-checked:bg-secondary has-focus-visible:ring-2 has-focus-visible:ring-ring has-disabled:cursor-not-allowed has-disabled:opacity-60';

/** When to be reminded of a target date: any of 30, 7 and 1 days before, and on the day. */
export function ReminderChoices({
  legend,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  value: ReminderChoice;
  onChange: (next: ReminderChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reminders');
  const toggleDays = (days: ReminderDaysBefore, on: boolean) =>
    onChange({
      ...value,
      daysBefore: REMINDER_DAYS_BEFORE.filter((d) => (d === days ? on : value.daysBefore.includes(d))),
    });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[...REMINDER_DAYS_BEFORE].reverse().map((days) => (
          <label key={days} className={chip}>
            <input
              type="checkbox"
              className="size-4 accent-primary focus-visible:outline-none"
              disabled={disabled}
              checked={value.daysBefore.includes(days)}
              onChange={(event) => toggleDays(days, event.target.checked)}
            />
            {t('daysBefore', { count: days })}
          </label>
        ))}
        <label className={chip}>
          <input
            type="checkbox"
            className="size-4 accent-primary focus-visible:outline-none"
            disabled={disabled}
            checked={value.onTheDay}
            onChange={(event) => onChange({ ...value, onTheDay: event.target.checked })}
          />
          {t('onTheDay')}
        </label>
      </div>
    </fieldset>
  );
}
