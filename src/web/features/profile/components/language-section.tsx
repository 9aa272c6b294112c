import { LOCALES, type Locale } from '@common/limits';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { useId } from 'react';
import { useUpdateUser } from '../api/update-user';
import { ProfileSection } from './profile-section';

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Section 2: the interface language, also saved on the account for the mails we send. */
export function LanguageSection() {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const updateUser = useUpdateUser();
  const id = useId();
  const current = i18n.resolvedLanguage && isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const onChange = async (next: string) => {
    if (!isLocale(next) || next === current) return;
    await i18n.changeLanguage(next);
    // This render's `t` still speaks the old language; the answer is given in the new one.
    const tNext = i18n.getFixedT(next, 'profile');
    updateUser.mutate(
      { locale: next },
      {
        onSuccess: () => toast({ title: tNext('language.saved'), variant: 'success' }),
        onError: () => toast({ title: tNext('language.failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <ProfileSection
      id="language"
      title={t('profile:sections.language')}
      description={t('profile:language.description')}
    >
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={id}>{t('profile:language.label')}</Label>
        <NativeSelect
          id={id}
          value={current}
          disabled={updateUser.isPending}
          onChange={(event) => void onChange(event.target.value)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {t(`common:language.names.${locale}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </ProfileSection>
  );
}
