import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { type FallbackNs, getI18n, I18nContext, type UseTranslationResponse } from 'react-i18next';

type Shared = {
  subscribe: (onChange: () => void) => () => void;
  /** One answer per language and namespaces, shared by every component that asks for them. */
  answers: Map<string, UseTranslationResponse<FlatNamespace, undefined>>;
};

const sharedByInstance = new WeakMap<I18n, Shared>();

function sharedOf(i18n: I18n): Shared {
  let shared = sharedByInstance.get(i18n);
  if (!shared) {
    const listeners = new Set<() => void>();
    i18n.on('languageChanged', () => {
      for (const listener of [...listeners]) listener();
    });
    shared = {
      subscribe(onChange) {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
      answers: new Map(),
    };
    sharedByInstance.set(i18n, shared);
  }
  return shared;
}

function answerFor(i18n: I18n, shared: Shared, language: string, namespaces: readonly string[]) {
  const key = `${language}\n${namespaces.join('\n')}`;
  let answer = shared.answers.get(key);
  if (!answer) {
    // The first namespace is the one plain keys are looked up in; the others are reached with
    // a prefix (`errors:CODE`), as react-i18next's own hook does.
    const fixedT = i18n.getFixedT as (lng: string, ns?: string) => TFunction<FlatNamespace, undefined>;
    const t = fixedT.call(i18n, language, namespaces[0]);
    const ready = i18n.isInitialized;
    answer = Object.assign([t, i18n, ready] as [typeof t, I18n, boolean], { t, i18n, ready });
    shared.answers.set(key, answer);
  }
  return answer;
}

function defaultNamespaces(i18n: I18n): readonly string[] {
  const defaultNs = i18n.options.defaultNS;
  if (typeof defaultNs === 'string') return [defaultNs];
  return Array.isArray(defaultNs) ? defaultNs : ['translation'];
}

/**
 * The texts of the given namespaces in the current language, like react-i18next's
 * `useTranslation`, and re-rendered when the language changes. Its hook copied the whole i18next
 * instance for every component that mounted and made a `t` of its own for each: with the
 * dashboard's hundreds of components that was 6 % of its first load's script time. Here
 * every component asking for the same namespaces gets the same `t`, made once per language.
 * Every catalog is registered before the screens that use it render (the lazy ones with their
 * chunk), so nothing waits for a namespace to load.
 */
export function useTranslation<
  const Ns extends FlatNamespace | readonly FlatNamespace[] | undefined = undefined,
>(ns?: Ns): UseTranslationResponse<FallbackNs<Ns>, undefined> {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const shared = sharedOf(i18n);
  const currentLanguage = () => i18n.language;
  // The same answer when rendered to HTML (the landing and shared pages at build and by the server).
  const language = useSyncExternalStore(shared.subscribe, currentLanguage, currentLanguage);
  const asked: string | readonly string[] | undefined = ns;
  const namespaces = typeof asked === 'string' ? [asked] : (asked ?? defaultNamespaces(i18n));
  return answerFor(i18n, shared, language, namespaces) as unknown as UseTranslationResponse<
    FallbackNs<Ns>,
    undefined
  >;
}
