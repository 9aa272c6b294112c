import { AlertCircle } from 'lucide-react';
import { Alert, AlertTitle } from './alert';

/** A failure message with an optional title, announced as soon as it appears. */
export function ErrorAlert({ title, text }: { title?: string | undefined; text: string }) {
  return (
    <Alert variant="error" role="alert">
      <AlertCircle aria-hidden="true" />
      <div className="grid gap-1">
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        <p>{text}</p>
      </div>
    </Alert>
  );
}
