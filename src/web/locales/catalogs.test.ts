import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@common/limits';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

function namespaces(locale: string): string[] {
  return readdirSync(join(here, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function catalog(locale: string, namespace: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(here, locale, `${namespace}.json`), 'utf8')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2] ?? '').sort();
}

const [reference, ...others] = LOCALES;

describe('translation catalogs', () => {
  it('exist for every locale', () => {
    for (const locale of LOCALES) expect(namespaces(locale).length, locale).toBeGreaterThan(0);
  });

  for (const locale of others) {
    it(`${locale} has the same namespace files as ${reference}`, () => {
      expect(namespaces(locale)).toEqual(namespaces(reference));
    });

    for (const namespace of namespaces(reference)) {
      it(`${locale}/${namespace} has exactly the keys of ${reference}/${namespace}`, () => {
        const base = catalog(reference, namespace);
        const other = catalog(locale, namespace);
        const missing = [...base.keys()].filter((key) => !other.has(key));
        const extra = [...other.keys()].filter((key) => !base.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${locale}/${namespace} keeps every placeholder of ${reference}/${namespace}`, () => {
        const base = catalog(reference, namespace);
        const other = catalog(locale, namespace);
        for (const [key, text] of base) {
          const translated = other.get(key);
          if (typeof text !== 'string' || typeof translated !== 'string') continue;
          expect(placeholders(translated), `${namespace}:${key}`).toEqual(placeholders(text));
        }
      });
    }
  }

  for (const locale of LOCALES) {
    it(`${locale} has no empty texts`, () => {
      for (const namespace of namespaces(locale)) {
        for (const [key, text] of catalog(locale, namespace)) {
          expect(typeof text === 'string' && text.trim().length > 0, `${locale}/${namespace}:${key}`).toBe(
            true,
          );
        }
      }
    });
  }
});

describe('bundled resources', () => {
  it('register every namespace file of every locale', async () => {
    const { resources } = await import('./resources');
    const { lazyResources } = await import('./lazy-resources');
    const { billingResources } = await import('./billing-resources');
    const { adminResources } = await import('./admin-resources');
    const { collaborationResources } = await import('./collaboration-resources');
    for (const locale of LOCALES) {
      const registered = [
        ...Object.keys(resources[locale]),
        ...Object.keys(lazyResources[locale]),
        ...Object.keys(billingResources[locale]),
        ...Object.keys(adminResources[locale]),
        ...Object.keys(collaborationResources[locale]),
      ];
      expect(registered.sort(), locale).toEqual(namespaces(locale));
    }
  });
});
