import { ComingSoonBadge } from '@web/components/plan-feature-list';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/lib/use-translation';
import { ArrowLeft, ChartLine, Crown, MessagesSquare, Puzzle, Wand2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

const ADDONS = [
  { key: 'generator', icon: Wand2 },
  { key: 'insights', icon: ChartLine },
  { key: 'coach', icon: MessagesSquare },
] as const;

/**
 * The AI add-ons to come. None works yet, so each card says "Coming soon" and offers no button:
 * the screen announces them, it does not pretend to sell them.
 */
export function AiAddonsScreen() {
  const { t } = useTranslation('ai');
  return (
    <div className="mx-auto w-full max-w-6xl">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/ai-ideas">
          <ArrowLeft aria-hidden="true" />
          {t('addons.back')}
        </Link>
      </Button>
      <header className="mt-4 max-w-3xl">
        <h1 className="flex items-center gap-3 font-bold text-3xl tracking-tight sm:text-4xl">
          <Puzzle aria-hidden="true" className="size-8 shrink-0 text-primary" />
          {t('addons.title')}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('addons.subtitle')}</p>
      </header>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADDONS.map(({ key, icon }) => (
          <li key={key}>
            <AddonCard addon={key} icon={icon} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function AddonCard({ addon, icon: Icon }: { addon: (typeof ADDONS)[number]['key']; icon: typeof Wand2 }) {
  const { t } = useTranslation('ai');
  const titleId = useId();
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="article" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <ComingSoonBadge />
        <Badge>
          <Crown aria-hidden="true" />
          {t('addons.pro')}
        </Badge>
      </div>
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg leading-snug">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t(`addons.${addon}.title`)}
      </h2>
      <p className="text-muted-foreground text-sm">{t(`addons.${addon}.text`)}</p>
    </Card>
  );
}
