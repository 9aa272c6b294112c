import type { MemoryType } from '@common/memories';
import { Badge } from '@web/components/ui/badge';
import { useTranslation } from '@web/lib/use-translation';
import { Camera, NotebookPen, Video } from 'lucide-react';

const ICONS = { photo: Camera, video: Video, note: NotebookPen } as const;

export function MemoryTypeBadge({ type }: { type: MemoryType }) {
  const { t } = useTranslation('memories');
  const Icon = ICONS[type];
  return (
    <Badge>
      <Icon aria-hidden="true" />
      {t(`types.${type}`)}
    </Badge>
  );
}
