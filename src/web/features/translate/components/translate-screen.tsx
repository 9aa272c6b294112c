import { TRANSLATION_TEXT_MAX, type Translation } from '@common/translate';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { ArrowLeft, Languages } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslationStatus } from '../api/get-translation-status';
import { useTranslateText } from '../api/translate-text';
import { type LanguagePair, swapPair, withSource, withTarget } from '../lib/languages';
import { translationFailureKey } from '../lib/translate-errors';
import { LanguageBar } from './language-bar';
import { ServiceStatus } from './service-status';
import { TranslationResult } from './translation-result';

/**
 * The translation tool: languages, the text, and its translation by the server's engine. Without
 * an engine that answers, the tool says so and the Translate button stays off.
 */
export function TranslateScreen() {
  const { t, i18n } = useTranslation(['translate', 'errors']);
  const status = useTranslationStatus();
  const translation = useTranslateText();
  const [pair, setPair] = useState<LanguagePair>({ source: 'en', target: 'th' });
  const [text, setText] = useState('');
  const [result, setResult] = useState<Translation>();
  const input = useRef<HTMLTextAreaElement>(null);
  const ids = { input: useId(), counter: useId(), shortcut: useId() };
  const available = status.data?.available === true;
  const count = new Intl.NumberFormat(i18n.language);

  const translate = () => {
    if (!available || translation.isPending) return;
    if (!text.trim()) {
      toast({
        title: t('errors.inputRequiredTitle'),
        description: t('errors.inputRequired'),
        variant: 'destructive',
      });
      input.current?.focus();
      return;
    }
    translation.mutate(
      { text, ...pair },
      {
        onSuccess: setResult,
        onError: (error) =>
          toast({
            title: t('errors.failedTitle'),
            description: t(translationFailureKey(error)),
            variant: 'destructive',
          }),
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    translate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      translate();
    }
  };
  // The translation becomes the text to translate back; its old translation no longer fits.
  const swap = () => {
    setPair(swapPair(pair, result?.detectedSource));
    if (result) {
      setText(result.translatedText.slice(0, TRANSLATION_TEXT_MAX));
      setResult(undefined);
    }
  };

  return (
    <div className="mx-auto w-full max-w-5xl">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          {t('backToDashboard')}
        </Link>
      </Button>
      <header className="mt-4 grid gap-3">
        <h1 className="flex items-center gap-3 font-bold text-3xl tracking-tight sm:text-4xl">
          <Languages aria-hidden="true" className="size-8 shrink-0 text-primary" />
          {t('title')}
        </h1>
        <p className="text-lg text-muted-foreground">{t('subtitle')}</p>
        <ServiceStatus status={status.data ?? undefined} pending={status.isPending} />
      </header>

      <form
        onSubmit={onSubmit}
        className="mt-6 grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
      >
        <LanguageBar
          pair={pair}
          canDetect={available}
          onSource={(source) => setPair(withSource(pair, source))}
          onTarget={(target) => setPair(withTarget(pair, target))}
          onSwap={swap}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="grid min-w-0 content-start gap-2">
            <Label htmlFor={ids.input}>{t('input.label')}</Label>
            <Textarea
              id={ids.input}
              ref={input}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={TRANSLATION_TEXT_MAX}
              placeholder={t('input.placeholder')}
              lang={pair.source === 'auto' ? undefined : pair.source}
              aria-describedby={`${ids.counter} ${ids.shortcut}`}
              className="min-h-40"
            />
            <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-muted-foreground text-sm">
              <p id={ids.shortcut}>{t('input.shortcut')}</p>
              <p id={ids.counter}>
                <span aria-hidden="true">
                  {t('input.counter', {
                    count: count.format(text.length),
                    max: count.format(TRANSLATION_TEXT_MAX),
                  })}
                </span>
                <span className="sr-only">
                  {t('input.counterLabel', {
                    count: count.format(text.length),
                    max: count.format(TRANSLATION_TEXT_MAX),
                  })}
                </span>
              </p>
            </div>
          </div>
          <TranslationResult result={result} target={pair.target} pending={translation.isPending} />
        </div>
        <div>
          <Button type="submit" size="lg" disabled={!available} loading={translation.isPending}>
            {translation.isPending ? t('translating') : t('translate')}
          </Button>
        </div>
      </form>
    </div>
  );
}
