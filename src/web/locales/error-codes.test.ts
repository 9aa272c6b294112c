import { ERROR_CODES } from '@common/errors';
import { LOCALES } from '@common/limits';
import { describe, expect, it } from 'vitest';
import enErrors from './en/errors.json';
import { TEXT_VALUES } from './text-values';
import thErrors from './th/errors.json';

const catalogues = { en: enErrors.codes, th: thErrors.codes } as Record<string, Record<string, string>>;

describe('the error catalogue in every language', () => {
  for (const locale of LOCALES) {
    it(`${locale} has a text for every error code and no other`, () => {
      const texts = catalogues[locale] ?? {};
      for (const code of ERROR_CODES) expect(texts[code]?.trim(), `${locale}:${code}`).toBeTruthy();
      expect(Object.keys(texts).sort()).toEqual([...ERROR_CODES].sort());
    });

    it(`${locale} names only numbers the app fills in`, () => {
      for (const [code, text] of Object.entries(catalogues[locale] ?? {})) {
        for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
          expect(Object.keys(TEXT_VALUES), `${locale}:${code}`).toContain(name);
        }
      }
    });
  }
});
