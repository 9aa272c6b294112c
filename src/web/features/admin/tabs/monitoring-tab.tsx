import { MonitoringPanel } from '../monitoring/monitoring-panel';

/** The admin area's System monitoring tab (loaded with its chunk when first opened). */
export default function MonitoringTab() {
  return <MonitoringPanel />;
}
