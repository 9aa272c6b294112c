import { LOCALES, type Locale } from '@common/limits';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Languages } from 'lucide-react';
import { useId } from 'react';

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * A native select: every browser and screen reader knows how to operate it, and its label stays
 * recognisable in both languages (the Thai label keeps the English word).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = i18n.resolvedLanguage && isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
      />
      <select
        id={id}
        // The prerendered landing page's script finds the switcher by this (no React there).
        data-language-switcher=""
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void i18n.changeLanguage(next);
        }}
        className="h-10 cursor-pointer appearance-none rounded-lg border border-input bg-card py-2 pr-8 pl-8 font-medium text-foreground text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.names.${locale}`)}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="pointer-events-none absolute right-2.5 size-3.5 text-muted-foreground"
      >
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </div>
  );
}
