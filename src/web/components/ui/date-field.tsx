import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { intlLocale } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { type ComponentProps, type ReactNode, type Ref, useId, useMemo, useRef, useState } from 'react';

type Parts = { day: string; month: string; year: string };

const NO_PARTS: Parts = { day: '', month: '', year: '' };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BUDDHIST_ERA_OFFSET = 543;

function partsOf(value: string): Parts {
  const match = ISO_DATE.exec(value);
  if (!match) return NO_PARTS;
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** Days in a month (1-12); with no year yet, February may still be a leap one. */
function daysIn(month: string, year: string): number {
  if (!month) return 31;
  return new Date(Date.UTC(year ? Number(year) : 2000, Number(month), 0)).getUTCDate();
}

type PartSelectProps = Omit<ComponentProps<typeof NativeSelect>, 'onChange'> & {
  id: string;
  label: string;
  value: string;
  options: { value: number; label: string | number }[];
  onChange: (value: string) => void;
};

/** One of the day, month and year selects, with its own small label; empty means not chosen. */
function PartSelect({ id, label, options, onChange, ...selectProps }: PartSelectProps) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <NativeSelect id={id} onChange={(event) => onChange(event.target.value)} {...selectProps}>
        <option value="">–</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function isoOf({ day, month, year }: Parts): string {
  if (!day || !month || !year) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

type DateFieldProps = {
  legend: ReactNode;
  /** 'YYYY-MM-DD' or '' (no date). */
  value: string;
  /** Called with a complete, real calendar date, or '' while the day, month or year is missing. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Years offered around this year; a value's own year is offered even when outside. */
  yearsBefore?: number;
  yearsAfter?: number;
  /** The day select, for a form library to focus the field. */
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A calendar date picked from day, month and year selects, written in the app's language whatever
 * the browser's locale: month names from Intl and, in Thai, the Buddhist-era year Thai readers
 * expect (stored Gregorian all the same).
 */
export function DateField({
  legend,
  value,
  onChange,
  onBlur,
  hint,
  error,
  yearsBefore = 5,
  yearsAfter = 50,
  ref,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const id = useId();
  const dayRef = useRef<HTMLSelectElement | null>(null);
  // Parts chosen so far: a half-picked date is kept on screen while the value stays ''.
  const [state, setState] = useState(() => ({ value, parts: partsOf(value) }));
  const [firstYear] = useState(() => Number(partsOf(value).year));
  let parts = state.parts;
  if (value !== state.value) {
    // Set from outside (a form reset): show that date.
    parts = partsOf(value);
    setState({ value, parts });
  }

  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', timeZone: 'UTC' });
    return range(1, 12).map((month) => ({ month, name: format.format(Date.UTC(2000, month - 1, 1)) }));
  }, [language]);
  const thisYear = new Date().getFullYear();
  const years = range(thisYear - yearsBefore, thisYear + yearsAfter);
  // A date outside the range (an old goal) keeps its year on offer, also after picking another.
  for (const own of new Set([firstYear, Number(partsOf(value).year)])) {
    if (own && own < thisYear - yearsBefore) years.unshift(own);
    if (own > thisYear + yearsAfter) years.push(own);
  }
  years.sort((a, b) => a - b);
  const eraOffset = language === 'th' ? BUDDHIST_ERA_OFFSET : 0;
  const dayCount = daysIn(parts.month, parts.year);

  const choose = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    // A shorter month keeps the chosen day real: 31 becomes the month's last day.
    const last = daysIn(next.month, next.year);
    if (Number(next.day) > last) next.day = String(last);
    const nextValue = isoOf(next);
    setState({ value: nextValue, parts: next });
    if (nextValue !== value) onChange(nextValue);
  };

  const clear = () => {
    choose(NO_PARTS);
    // The Clear button goes away with the date: keep the keyboard in the field.
    dayRef.current?.focus();
  };

  const chosenSome = Boolean(parts.day || parts.month || parts.year);
  const incomplete = chosenSome && !isoOf(parts);
  const describedBy =
    [hint ? `${id}-hint` : null, incomplete ? `${id}-incomplete` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const selectProps = {
    className: 'pr-8 pl-2',
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <fieldset className="grid min-w-0 content-start gap-2">
      <legend className="mb-2 font-medium text-foreground text-sm leading-none">{legend}</legend>
      {/* Day and year keep their width; a long month name (September, พฤศจิกายน) gets the rest. */}
      <div className="grid grid-cols-[4rem_minmax(0,1fr)_5.25rem] gap-1.5 sm:max-w-md sm:gap-2">
        <PartSelect
          id={`${id}-day`}
          label={t('dateField.day')}
          value={parts.day}
          options={range(1, dayCount).map((day) => ({ value: day, label: day }))}
          onChange={(day) => choose({ day })}
          ref={(node) => {
            dayRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          {...selectProps}
        />
        <PartSelect
          id={`${id}-month`}
          label={t('dateField.month')}
          value={parts.month}
          options={months.map(({ month, name }) => ({ value: month, label: name }))}
          onChange={(month) => choose({ month })}
          {...selectProps}
        />
        <PartSelect
          id={`${id}-year`}
          label={t('dateField.year')}
          value={parts.year}
          options={years.map((year) => ({ value: year, label: year + eraOffset }))}
          onChange={(year) => choose({ year })}
          {...selectProps}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {incomplete ? (
        <p id={`${id}-incomplete`} className="text-muted-foreground text-xs">
          {t('dateField.incomplete')}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {chosenSome ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto justify-self-start px-0 py-1"
          onClick={clear}
        >
          {t('dateField.clear')}
        </Button>
      ) : null}
    </fieldset>
  );
}
