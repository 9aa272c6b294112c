import { textLinkClass } from '@web/components/ui/text-link';
import { ExternalLink } from 'lucide-react';

/** In demo mode mail lands in the demo mailbox, a server page outside the single-page app. */
export function DemoMailboxLink({ label }: { label: string }) {
  return (
    <a
      href="/dev/mailbox"
      target="_blank"
      rel="noreferrer"
      className={`${textLinkClass} inline-flex items-center gap-1`}
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}
