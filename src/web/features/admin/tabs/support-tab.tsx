import { SupportQueuePanel } from '@web/features/support';

/** The admin area's Support tab (loaded with its chunk when first opened). */
export default function SupportTab() {
  return <SupportQueuePanel />;
}
