import { Button } from '@web/components/ui/button';
import { Map as MapIcon, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function GoalsEmptyState({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('goals');
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-border border-dashed bg-card px-6 py-12 text-center sm:py-16">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <MapIcon aria-hidden="true" className="size-8" />
      </span>
      <h3 className="mt-5 font-semibold text-lg">{t('lists.emptyTitle')}</h3>
      <p className="mt-2 max-w-md text-muted-foreground">{t('lists.emptyText')}</p>
      <Button variant="secondary" className="mt-6" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {t('lists.emptyAction')}
      </Button>
    </div>
  );
}
