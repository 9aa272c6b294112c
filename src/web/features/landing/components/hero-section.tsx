import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  fetchHeroBackground,
  type HeroBackground,
  heroBackgroundAlt,
  ON_IMAGE_COLOURS,
} from '../static/hero-background';
import { HeroIllustration } from './hero-illustration';
import { LearnMoreVideoButton } from './learn-more-video-button';

export const FEATURES_SECTION_ID = 'features';

function scrollToFeatures(): void {
  const section = document.getElementById(FEATURES_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they were sent to.
  section.focus({ preventScroll: true });
}

/** The administrators' active background image, asked for after the first paint; null while none. */
function useHeroBackground() {
  const [image, setImage] = useState<HeroBackground | null>(null);
  useEffect(() => {
    let live = true;
    void fetchHeroBackground().then((found) => {
      if (live) setImage(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return image;
}

export function HeroSection() {
  const { t, i18n } = useTranslation('landing');
  const image = useHeroBackground();
  const [loaded, setLoaded] = useState(false);
  const onImage = image !== null && loaded;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden"
      data-hero=""
      style={onImage ? (ON_IMAGE_COLOURS as CSSProperties) : undefined}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-glow)_0%,transparent_55%),radial-gradient(ellipse_at_bottom_left,var(--color-glow-soft)_0%,transparent_50%)]"
      />
      {/* Hidden until an image has loaded (the prerendered page's script fills it the same way);
          the dark layer keeps the hero's text readable over any picture. */}
      <div data-hero-background="" hidden={!onImage} className="absolute inset-0">
        {image ? (
          <img
            src={image.url}
            alt={heroBackgroundAlt(image, i18n.language)}
            decoding="async"
            className="absolute inset-0 size-full object-cover"
            onLoad={() => setLoaded(true)}
          />
        ) : null}
        <div aria-hidden="true" className="absolute inset-0 bg-black/70" />
      </div>
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-24">
        <div className="text-center md:text-left">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">{t('hero.eyebrow')}</p>
          <h1
            id="hero-title"
            className="mt-3 text-balance font-extrabold text-4xl tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground md:mx-0">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
            <Button asChild size="lg">
              <Link to="/account?mode=register">
                {t('hero.start')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {/* data-scroll-to: the prerendered page's small script does the same without React. */}
            <Button
              size="lg"
              variant="outline"
              onClick={scrollToFeatures}
              data-scroll-to={FEATURES_SECTION_ID}
            >
              {t('hero.learnMore')}
              <ChevronDown aria-hidden="true" />
            </Button>
            <LearnMoreVideoButton />
          </div>
        </div>
        <div className="flex justify-center md:justify-end">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
