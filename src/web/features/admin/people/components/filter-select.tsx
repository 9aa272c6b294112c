import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/utils';
import { useId } from 'react';
import type { ParamChanges } from '../hooks/use-list-params';

type FilterSelectProps<T extends string> = {
  label: string;
  /** The address parameter the choice is kept in. */
  param: string;
  options: readonly T[];
  value: T;
  /** The choice that filters nothing: it is left out of the address, so links stay short. */
  unfiltered: T;
  optionLabel: (option: T) => string;
  update: (changes: ParamChanges) => void;
  className?: string;
};

/** A list's filter kept in the address: a new choice starts again at the first page. */
export function FilterSelect<T extends string>({
  label,
  param,
  options,
  value,
  unfiltered,
  optionLabel,
  update,
  className,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) =>
          update({ [param]: event.target.value === unfiltered ? null : event.target.value, page: null })
        }
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
