import { useTranslation } from '@web/lib/use-translation';
import { CheckCircle2, X } from 'lucide-react';

export function DeletedBanner({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <div role="status" className="border-green-300 border-b bg-success-soft text-green-900">
      <div className="mx-auto flex w-full max-w-6xl items-start gap-3 px-4 py-3 sm:px-6">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <p className="flex-1 text-sm">
          <strong className="font-semibold">{t('deletedBanner.message')}</strong>{' '}
          <span>{t('deletedBanner.detail')}</span>
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('deletedBanner.dismiss')}
          className="rounded-md p-1 hover:bg-green-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-success"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
