import { Card } from '@web/components/ui/card';
import type { ReactNode } from 'react';

type DataTableProps = {
  title: string;
  /** What the table holds, read out by screen readers with it. */
  caption: string;
  head: readonly string[];
  /** Each row: a key, then its cells; the first cell names the row. */
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  empty: string;
  /** Right-aligned columns (figures), by index. */
  numeric?: readonly number[];
};

/** A titled table that scrolls sideways on a narrow screen, or a sentence when it has no rows. */
export function DataTable({ title, caption, head, rows, empty, numeric = [] }: DataTableProps) {
  const align = (i: number) => (numeric.includes(i) ? 'text-right tabular-nums' : 'text-left');
  return (
    <Card className="grid min-w-0 content-start gap-3 p-4 sm:p-5">
      <h3 className="font-semibold text-lg">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-muted">
              <tr>
                {head.map((cell, i) => (
                  <th
                    key={cell}
                    scope="col"
                    className={`whitespace-nowrap px-3 py-2 font-semibold ${align(i)}`}
                  >
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ key, cells: [first, ...rest] }) => (
                <tr key={key} className="border-border border-t align-top">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium">
                    {first}
                  </th>
                  {rest.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their order is their identity.
                    <td key={i} className={`px-3 py-1.5 ${align(i + 1)}`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
