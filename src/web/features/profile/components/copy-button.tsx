import { Button, type ButtonProps } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

const COPIED_FOR_MS = 2000;

/** Copies `text`; says "Copied" for a moment, or explains when the browser refuses. */
export function CopyButton({ text, label, ...props }: { text: string; label: string } & ButtonProps) {
  const { t } = useTranslation('profile');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast({ title: t('twoFactor.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <Button variant="outline" {...props} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? t('twoFactor.copied') : label}</span>
    </Button>
  );
}
