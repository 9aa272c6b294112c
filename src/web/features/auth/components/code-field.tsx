import { TextField } from '@web/components/ui/text-field';
import type { ComponentProps } from 'react';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** A backup code has letters and a dash; the others are 6 digits. */
  digitsOnly?: boolean;
};

/** A one-time code field: the browser may fill it from an SMS or mail, phones show the number pad. */
export function CodeField({ value, onValueChange, digitsOnly = true, ...props }: CodeFieldProps) {
  return (
    <TextField
      value={value}
      onChange={(event) => onValueChange(event.target.value.trim())}
      autoComplete="one-time-code"
      spellCheck={false}
      {...(digitsOnly
        ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }
        : { autoCapitalize: 'none' })}
      className="font-mono text-lg tracking-widest"
      {...props}
    />
  );
}
