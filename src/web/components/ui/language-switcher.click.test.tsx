// @vitest-environment happy-dom
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from './language-switcher';

describe('the language switcher', () => {
  it('switches the interface to Thai and back, relabelling itself', async () => {
    const { user, getByRole, i18n } = await renderInteractive(<LanguageSwitcher />);
    const select = getByRole('combobox', { name: 'Language' });
    expect((select as HTMLSelectElement).value).toBe('en');

    await user.selectOptions(select, 'ไทย');
    expect(i18n.resolvedLanguage).toBe('th');
    const thai = getByRole('combobox', { name: 'ภาษา (Language)' });
    expect((thai as HTMLSelectElement).value).toBe('th');

    await user.selectOptions(thai, 'English');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('opens on the language already chosen', async () => {
    const { getByRole } = await renderInteractive(<LanguageSwitcher />, { language: 'th' });
    expect((getByRole('combobox', { name: 'ภาษา (Language)' }) as HTMLSelectElement).value).toBe('th');
  });
});
