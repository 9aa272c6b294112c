import { REPORT_DETAILS_MAX, REPORT_REASONS } from '@common/moderation';
import { useTranslation } from '@web/lib/use-translation';
import { Flag } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { sendReport } from '../static/shared-report';

const FIELD =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-foreground text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * "Report this page": a native <details> so that opening it needs no script, and a form whose
 * texts travel in data attributes. The server-rendered page sends it from its island script
 * (a delegated submit listener); in the app this component's own handler does.
 */
export function ReportForm() {
  const { t } = useTranslation(['shares', 'errors']);
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendReport(event.currentTarget);
  };
  return (
    <details className="mx-auto w-full max-w-md text-left">
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Flag aria-hidden="true" className="size-4" />
        {t('report.open')}
      </summary>
      <form
        data-report-form=""
        data-status={`${id}-status`}
        data-sending={t('report.sending')}
        data-thanks={t('report.thanks')}
        data-rate-limited={t('errors:codes.RATE_LIMITED')}
        data-not-found={t('errors:codes.NOT_FOUND')}
        data-failed={t('report.failed')}
        onSubmit={onSubmit}
        className="mt-3 grid gap-3 rounded-xl border border-border bg-background p-4 text-foreground"
      >
        <p className="text-muted-foreground text-sm">{t('report.intro')}</p>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-reason`} className="font-medium text-sm">
            {t('report.reason')}
          </label>
          <select id={`${id}-reason`} name="reason" required className={FIELD} defaultValue="spam">
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`report.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-details`} className="font-medium text-sm">
            {t('report.details')}
          </label>
          <textarea
            id={`${id}-details`}
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            aria-describedby={`${id}-hint`}
            className={FIELD}
          />
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {t('report.detailsHint', { max: REPORT_DETAILS_MAX })}
          </p>
        </div>
        <button
          type="submit"
          className="inline-flex h-9 items-center justify-center justify-self-start rounded-md bg-primary px-4 font-medium text-primary-foreground text-sm hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
        >
          {t('report.send')}
        </button>
      </form>
      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-2 text-foreground text-sm" />
    </details>
  );
}
