import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

export type AdminColumn = {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Read out, not shown: a column of buttons needs no visible title. */
  hidden?: boolean;
};

type AdminTableProps = {
  /** What the table holds, read out by screen readers with it. */
  caption: string;
  columns: readonly AdminColumn[];
  /** Added to the frame, which scrolls sideways when the table is wider than the screen. */
  className?: string;
  /** Added to the table (a minimum width, say). */
  tableClassName?: string;
  /** While the previous page stands in for the next. */
  busy?: boolean;
  /** The body's rows; give each `ADMIN_ROW` as its class (with more of its own if needed). */
  children: ReactNode;
};

/** Each row of an admin table: a rule between rows, none under the last. */
export const ADMIN_ROW = 'border-border border-b last:border-b-0';

/** An admin list's table: its frame, its hidden caption and its column headings; the rows are the caller's. */
export function AdminTable({ caption, columns, className, tableClassName, busy, children }: AdminTableProps) {
  return (
    <div
      className={cn('overflow-x-auto rounded-xl border border-border', className)}
      aria-busy={busy || undefined}
    >
      <table className={cn('w-full text-left text-sm', tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-border border-b bg-muted/60 text-muted-foreground">
          <tr>
            {columns.map((column) =>
              column.hidden ? (
                <th key={column.label} scope="col" className="px-4 py-3">
                  <span className="sr-only">{column.label}</span>
                </th>
              ) : (
                <th
                  key={column.label}
                  scope="col"
                  className={cn('px-4 py-3', column.numeric && 'text-right', 'font-medium')}
                >
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
