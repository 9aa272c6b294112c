import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from './input';
import { Label } from './label';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  hint?: string;
  error?: string;
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Marks the field as required: an asterisk after the label and aria-required. */
  requiredMark?: boolean;
};

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function TextField({
  label,
  hint,
  error,
  labelAside,
  requiredMark,
  id,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>
          {label}
          {requiredMark ? <RequiredMark /> : null}
        </Label>
        {labelAside}
      </div>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={requiredMark || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The asterisk of a required field; screen readers get aria-required on the control instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  );
}
