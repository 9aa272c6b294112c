import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useTranslation } from '@web/lib/use-translation';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { PAGE_SIZES } from '../hooks/use-list-params';

type PagerProps = {
  /** What is paged, for the navigation landmark's name (e.g. "Users pages"). */
  label: string;
  page: number;
  pageSize: number;
  count: number;
  /** How many there are in all, e.g. "42 users". */
  summary: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** Previous and next, "Page n of N" and the page size, under a list paged on the server. */
export function Pager({ label, page, pageSize, count, summary, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation('people');
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const shown = Math.min(page, pages);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t('pager.pageOf', { page: shown, pages })} · {summary}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-2">
          <Label htmlFor={sizeId} className="text-muted-foreground text-sm">
            {t('pager.pageSize')}
          </Label>
          <NativeSelect
            id={sizeId}
            className="h-9 w-20"
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" size="sm" disabled={shown <= 1} onClick={() => onPage(shown - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={shown >= pages} onClick={() => onPage(shown + 1)}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
