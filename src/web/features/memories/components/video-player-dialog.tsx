import { Dialog, DialogContent, DialogTitle } from '@web/components/ui/dialog';
import { useTranslation } from '@web/lib/use-translation';

/** Plays a video memory with the browser's own controls. */
export function VideoPlayerDialog({
  src,
  poster,
  title,
  onClose,
  onCloseAutoFocus,
}: {
  src: string;
  poster: string | null;
  title: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('memories');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('player.close')}
        className="max-w-3xl"
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogTitle className="pr-8">{title}</DialogTitle>
        {/* biome-ignore lint/a11y/useMediaCaption: user videos come without caption tracks. */}
        <video
          controls
          playsInline
          preload="metadata"
          src={src}
          poster={poster ?? undefined}
          className="w-full rounded-lg bg-foreground"
        />
      </DialogContent>
    </Dialog>
  );
}
