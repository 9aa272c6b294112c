import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/lib/use-translation';
import { Gift, type LucideIcon, Sparkles, TrendingUp } from 'lucide-react';
import { FEATURES_SECTION_ID } from './hero-section';

type FeatureKey = 'smart' | 'free' | 'progress';
const FEATURES: Array<{ key: FeatureKey; icon: LucideIcon }> = [
  { key: 'smart', icon: Sparkles },
  { key: 'free', icon: Gift },
  { key: 'progress', icon: TrendingUp },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id={FEATURES_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-4 bg-card py-16 focus:outline-none sm:py-24"
    >
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('features.subtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full bg-background p-6 transition-shadow hover:shadow-md">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 font-semibold text-xl">{t(`features.${key}.title`)}</h3>
                <p className="mt-2 text-muted-foreground">{t(`features.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
