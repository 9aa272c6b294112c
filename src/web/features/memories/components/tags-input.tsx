import { Input } from '@web/components/ui/input';
import { useTranslation } from '@web/lib/use-translation';
import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { addTags, parseTags, tagsInputStep } from '../lib/tags';

/** Tags as chips: a comma or Enter adds what was typed; each chip has a remove button. */
export function TagsInput({
  id,
  value,
  onChange,
  describedBy,
  invalid = false,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  describedBy?: string;
  /** A tag or the list is refused: assistive technology says so with the message. */
  invalid?: boolean;
}) {
  const { t } = useTranslation('memories');
  const [draft, setDraft] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const step = tagsInputStep(value, draft, event.key);
    if (!step.handled) return;
    event.preventDefault();
    setDraft(step.draft);
    if (step.tags.length !== value.length || step.tags.some((tag, i) => tag !== value[i]))
      onChange(step.tags);
  };

  const onInput = (text: string) => {
    // A pasted "a, b, c" becomes chips at once; the text after the last comma stays in the field.
    if (!text.includes(',')) {
      setDraft(text);
      return;
    }
    const last = text.lastIndexOf(',');
    onChange(addTags(value, parseTags(text.slice(0, last))));
    setDraft(text.slice(last + 1));
  };

  const commitDraft = () => {
    if (!draft.trim()) return;
    onChange(addTags(value, parseTags(draft)));
    setDraft('');
  };

  return (
    <div className="grid gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground text-xs"
            >
              #{tag}
              <button
                type="button"
                aria-label={t('add.removeTag', { tag })}
                onClick={() => onChange(value.filter((item) => item !== tag))}
                className="rounded-full hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onInput(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commitDraft}
      />
    </div>
  );
}
