import { BackgroundsPanel } from '../backgrounds/backgrounds-panel';

/** The admin area's Background images tab (loaded with its chunk when first opened). */
export default function BackgroundsTab() {
  return <BackgroundsPanel />;
}
