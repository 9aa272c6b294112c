import { ADMIN_SEARCH_MAX } from '@common/admin';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchFieldProps = {
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string;
  onSearch: (value: string) => void;
};

/** A search box that asks the server once typing pauses, and follows the address (Back, links). */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The address changed by other means (Back, a link, a cleared filter): show what it holds.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      onSearch(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="grid min-w-0 flex-1 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          value={text}
          maxLength={ADMIN_SEARCH_MAX}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
