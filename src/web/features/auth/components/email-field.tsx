import { TextField } from '@web/components/ui/text-field';
import { useTranslation } from '@web/lib/use-translation';
import type { ComponentProps } from 'react';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The address field of every auth form: the keyboard and autofill a phone offers for an address. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" {...props} />
  );
}
