import { GoalsPanel } from '../people/components/goals-panel';

/** The admin area's Goals tab (loaded with its chunk when first opened). */
export default function GoalsTab() {
  return <GoalsPanel />;
}
