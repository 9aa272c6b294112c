import { cn } from '@web/lib/utils';

/** A row: its label (the row header), then one value per further column. */
export type FiguresRow = readonly [label: string, ...values: (string | number)[]];

/**
 * The figures behind a chart as a plain table, for screen readers and for anyone who wants the
 * numbers: column headers, then a labelled row per point. `stickyHead` keeps the headers in view
 * when the table scrolls inside its box.
 */
export function FiguresTable({
  caption,
  head,
  rows,
  stickyHead = false,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly FiguresRow[];
  stickyHead?: boolean;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className={cn('bg-muted', stickyHead && 'sticky top-0')}>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col" className="px-3 py-2 font-semibold">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ...values]) => (
          <tr key={label} className="border-border border-t">
            <th scope="row" className="px-3 py-1.5 font-medium">
              {label}
            </th>
            {values.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their order is their identity.
              <td key={i} className="px-3 py-1.5 tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
