import { useTranslation } from '@web/lib/use-translation';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { noteOverLimit } from '../lib/note-size';

// TipTap is big: it loads only when a note is written or edited.
const NoteEditor = lazy(() => import('./note-editor'));

/**
 * A note's label, editor and size: a note over the server's limit is said while it is written, so
 * nobody finds out only after pressing save that it cannot be kept.
 */
export function NoteField({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation('memories');
  const ids = { label: useId(), size: useId() };
  const overLimit = noteOverLimit(value);
  return (
    <div className="grid gap-2">
      <span id={ids.label} className="font-medium text-sm">
        {t('editor.label')}
      </span>
      <Suspense
        fallback={
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('editor.loading')}
          </p>
        }
      >
        <NoteEditor
          value={value}
          onChange={onChange}
          labelId={ids.label}
          describedBy={overLimit ? ids.size : undefined}
          invalid={Boolean(invalid || overLimit)}
        />
      </Suspense>
      {overLimit ? (
        <p id={ids.size} role="alert" className="font-medium text-destructive text-sm">
          {t('add.noteTooLong', { size: overLimit.kb, max: overLimit.maxKb })}
        </p>
      ) : null}
    </div>
  );
}
