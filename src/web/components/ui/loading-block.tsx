import { Skeleton } from './skeleton';

/**
 * A part of the screen whose data is on its way: grey shapes where it will appear, and the label
 * for screen readers. `rows` are the shapes' sizes (Tailwind classes), top to bottom.
 */
export function LoadingBlock({ label, rows }: { label: string; rows: readonly string[] }) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      {rows.map((size, index) => (
        // The shapes never move or change: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Skeleton key={index} className={size} />
      ))}
    </div>
  );
}
