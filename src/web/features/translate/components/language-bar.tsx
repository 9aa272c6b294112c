import { TRANSLATION_LANGUAGES, type TranslationLanguage, type TranslationSource } from '@common/translate';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useTranslation } from '@web/lib/use-translation';
import { ArrowLeftRight } from 'lucide-react';
import { useId } from 'react';
import type { LanguagePair } from '../lib/languages';

/**
 * From and To, with the swap button between them ('Detect language' only when an engine detects):
 * side by side from small screens up; on a phone one above the other, so each select has the width
 * of a language's name.
 */
export function LanguageBar({
  pair,
  canDetect,
  onSource,
  onTarget,
  onSwap,
}: {
  pair: LanguagePair;
  canDetect: boolean;
  onSource: (source: TranslationSource) => void;
  onTarget: (target: TranslationLanguage) => void;
  onSwap: () => void;
}) {
  const { t } = useTranslation('translate');
  const ids = { from: useId(), to: useId() };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-2 gap-y-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
      <div className="col-start-1 row-start-1 grid min-w-0 gap-2">
        <Label htmlFor={ids.from}>{t('from')}</Label>
        <NativeSelect
          id={ids.from}
          value={pair.source}
          onChange={(event) => onSource(event.target.value as TranslationSource)}
        >
          {canDetect || pair.source === 'auto' ? <option value="auto">{t('languages.auto')}</option> : null}
          {TRANSLATION_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="col-start-2 row-span-2 row-start-1 h-11 w-11 self-center max-sm:h-11 sm:row-span-1 sm:self-end"
        aria-label={t('swap')}
        title={t('swap')}
        onClick={onSwap}
      >
        <ArrowLeftRight aria-hidden="true" className="max-sm:rotate-90" />
      </Button>
      <div className="col-start-1 row-start-2 grid min-w-0 gap-2 sm:col-start-3 sm:row-start-1">
        <Label htmlFor={ids.to}>{t('to')}</Label>
        <NativeSelect
          id={ids.to}
          value={pair.target}
          onChange={(event) => onTarget(event.target.value as TranslationLanguage)}
        >
          {TRANSLATION_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
