import { Button } from '@web/components/ui/button';
import { textLinkClass } from '@web/components/ui/text-link';
import { useIsDemo } from '@web/features/meta';
import { useTranslation } from '@web/lib/use-translation';
import { Link } from 'react-router';

export function ForgotPasswordSent() {
  const { t } = useTranslation('auth');
  const isDemo = useIsDemo();
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-xl bg-success-soft px-4 py-3 text-center text-green-900">
        {t('forgot.sentText')}
      </p>
      {isDemo ? (
        // The mailbox is a server page outside the single-page app.
        <a href="/dev/mailbox" className={`${textLinkClass} text-center`}>
          {t('forgot.openMailbox')}
        </a>
      ) : null}
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to="/account?mode=login">{t('forgot.backToLogin')}</Link>
      </Button>
    </div>
  );
}
