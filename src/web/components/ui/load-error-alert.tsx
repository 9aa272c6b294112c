import { AlertCircle, RotateCcw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

/** A read that failed, announced at once, with the button that asks again. */
export function LoadErrorAlert({
  text,
  retryLabel,
  onRetry,
  retrying = false,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  /** Shown on the button (busy, not pressable) while the read runs again. */
  retrying?: boolean;
}) {
  return (
    <Alert variant="error" role="alert" className="items-center">
      <AlertCircle aria-hidden="true" />
      <p className="flex-1">{text}</p>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        {retrying ? null : <RotateCcw aria-hidden="true" />}
        {retryLabel}
      </Button>
    </Alert>
  );
}
