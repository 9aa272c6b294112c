import { FiguresTable } from '@web/components/figures-table';
import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';

type ChartCardProps = {
  title: string;
  subtitle?: string;
  chart: ReactNode;
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly [string, ...(string | number)[]]>;
  /** The drawing's height (a Tailwind class): a bar per category needs more room than a line. */
  chartHeight?: string;
};

/**
 * A chart for the eye and the same figures as a table for everyone else: the drawing is one
 * labelled image, the table (behind "Show data") is what screen readers and keyboards use.
 */
export function ChartCard({
  title,
  subtitle,
  chart,
  caption,
  head,
  rows,
  chartHeight = 'h-64',
}: ChartCardProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <Card className="grid min-w-0 content-start gap-3 p-4 sm:p-5">
      <div>
        <h2 id={titleId} className="font-semibold text-lg">
          {title}
        </h2>
        {subtitle ? <p className="text-muted-foreground text-sm">{subtitle}</p> : null}
      </div>
      <div role="img" aria-labelledby={titleId} className={cn('w-full min-w-0', chartHeight)}>
        {chart}
      </div>
      <details className="group text-sm">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          {t('overview.showData')}
        </summary>
        {/* Scrolls within its card, so keyboards must be able to reach it. */}
        <section
          aria-label={caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is scrolled with the keyboard once focused.
          tabIndex={0}
          className="mt-3 max-h-80 overflow-auto rounded-lg border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <FiguresTable caption={caption} head={head} rows={rows} stickyHead />
        </section>
      </details>
    </Card>
  );
}
