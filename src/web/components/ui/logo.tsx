import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Link } from 'react-router';

/** The "Someday" wordmark: a sun rising over the horizon, then the name. */
export function Logo({ className, to = '/' }: { className?: string; to?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      aria-label={t('logo.homeLabel')}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-bold text-foreground text-xl tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="#c2410c" />
        <circle cx="16" cy="19" r="7" fill="#fde68a" />
        <path d="M6 24h20" stroke="#fffaf3" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {/* On the narrowest phones the mark alone leaves room for the header actions. */}
      <span className="max-[400px]:sr-only">{t('appName')}</span>
    </Link>
  );
}
