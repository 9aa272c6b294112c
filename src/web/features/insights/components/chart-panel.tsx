import { FiguresTable } from '@web/components/figures-table';
import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';

type ChartPanelProps = {
  title: string;
  subtitle?: string;
  /** The drawing, hidden from assistive technology: the table below says the same. */
  chart: ReactNode;
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly [string, ...(string | number)[]]>;
  className?: string;
};

/**
 * A chart for the eye and the same figures as a table for everyone else: screen readers skip the
 * bars and read the table, which sighted users open with "Show the figures".
 */
export function ChartPanel({ title, subtitle, chart, caption, head, rows, className }: ChartPanelProps) {
  const { t } = useTranslation('insights');
  const titleId = useId();
  return (
    <Card className={cn('grid min-w-0 content-start gap-4 p-4 sm:p-5', className)}>
      <div>
        <h2 id={titleId} className="font-semibold text-lg">
          {title}
        </h2>
        {subtitle ? <p className="text-muted-foreground text-sm">{subtitle}</p> : null}
      </div>
      <div aria-hidden="true" className="min-w-0">
        {chart}
      </div>
      <details className="group text-sm">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          {t('showData')}
        </summary>
        <div className="mt-3 overflow-x-auto rounded-lg border border-border">
          <FiguresTable caption={caption} head={head} rows={rows} />
        </div>
      </details>
    </Card>
  );
}
