import { DemoBanner } from '@web/components/ui/demo-banner';
import { useIsDemo } from '../api/get-meta';

export function DemoModeBanner() {
  return useIsDemo() ? <DemoBanner /> : null;
}
