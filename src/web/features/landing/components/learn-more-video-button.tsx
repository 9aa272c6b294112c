import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { PlayCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fetchLearnMoreVideo, whenIdle } from '../static/learn-more-video';

/**
 * "Learn More Video": rendered hidden (the prerendered page too, whose script reveals it the same
 * way) and shown once the site settings, asked for when the page is idle, name a video.
 */
export function LearnMoreVideoButton() {
  const { t } = useTranslation(['landing', 'common']);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void fetchLearnMoreVideo().then((found) => {
        if (live) setUrl(found);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  const title = t('landing:hero.videoTitle');
  const closeLabel = t('common:actions.close');
  return (
    <Button
      size="lg"
      variant="ghost"
      hidden={!url}
      data-learn-more-video=""
      data-video-title={title}
      data-close-label={closeLabel}
      onClick={(event) => {
        const trigger = event.currentTarget;
        if (!url) return;
        void import('../static/video-dialog').then(({ openVideoDialog }) =>
          openVideoDialog({ url, title, closeLabel, trigger }),
        );
      }}
    >
      <PlayCircle aria-hidden="true" />
      {t('landing:hero.video')}
    </Button>
  );
}
