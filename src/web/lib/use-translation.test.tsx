// @vitest-environment happy-dom

import { act, cleanup, render, screen } from '@testing-library/react';
import { createTestI18n } from '@web/test-utils/test-i18n';
import type { TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

afterEach(cleanup);

const seen: TFunction[] = [];

function GoalsLoading() {
  const { t } = useTranslation('goals');
  seen.push(t as unknown as TFunction);
  return <p>{t('lists.loading')}</p>;
}

function SignInError() {
  // Plain keys come from the first namespace; the others are reached by their prefix.
  const { t } = useTranslation(['goals', 'errors']);
  return (
    <p>
      {t('lists.retry')} / {t('errors:codes.UNAUTHORIZED')}
    </p>
  );
}

function AppName() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {t('appName')} ({i18n.language})
    </p>
  );
}

describe('useTranslation', () => {
  it('shows the texts of the asked namespaces, and the default one when none is asked', async () => {
    const i18n = await createTestI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <GoalsLoading />
        <SignInError />
        <AppName />
      </I18nextProvider>,
    );
    expect(screen.getByText('Loading goals…')).toBeTruthy();
    expect(screen.getByText('Try again / Please sign in to continue.')).toBeTruthy();
    expect(screen.getByText('Someday (en)')).toBeTruthy();
  });

  it('draws every user again in the new language when the language changes', async () => {
    const i18n = await createTestI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <GoalsLoading />
        <SignInError />
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByText('กำลังโหลดเป้าหมาย…')).toBeTruthy();
    expect(screen.getByText('ลองอีกครั้ง / กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ')).toBeTruthy();
  });

  it('gives every component asking for the same namespaces the same t, until the language changes', async () => {
    const i18n = await createTestI18n('en');
    seen.length = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <GoalsLoading />
        <GoalsLoading />
      </I18nextProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    await act(() => i18n.changeLanguage('th'));
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});
