import { ModerationPanel } from '../moderation/moderation-panel';

/** The admin area's Content moderation tab (loaded with its chunk when first opened). */
export default function ModerationTab() {
  return <ModerationPanel />;
}
