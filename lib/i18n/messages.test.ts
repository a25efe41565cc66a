// The catalogues stay in step: every key in every language, no empty message, the same ICU placeholders, and every
// message compiles (a translator formats it without error).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues, intlLocale, LOCALES, type Namespace, translator } from './translator';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (message: string) => [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map((m) => m[1]!))].sort();

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, leaves(catalogues[locale] as unknown as Tree)]));

describe('message catalogues', () => {
  for (const locale of LOCALES) {
    for (const other of LOCALES.filter((l) => l !== locale)) {
      it(`every ${locale} key exists in ${other}`, () => {
        expect([...flat[locale]!.keys()].filter((key) => !flat[other]!.has(key))).toEqual([]);
      });
    }

    it(`${locale}: no empty message, the same placeholders as fr`, () => {
      for (const [key, message] of flat[locale]!) {
        expect(message.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(flat.fr!.get(key) ?? ''));
      }
    });

    it(`${locale}: every message formats`, () => {
      for (const [key, message] of flat[locale]!) {
        const [namespace, ...rest] = key.split('.');
        const values = Object.fromEntries(placeholders(message).map((name) => [name, `<${name}>`]));
        const t = translator(locale, namespace as Namespace) as unknown as (key: string, values?: Record<string, string>) => string;
        const out = t(rest.join('.'), values);
        for (const name of placeholders(message)) expect(out, `${locale} ${key}`).toContain(`<${name}>`);
      }
    });
  }

  it('each namespace lives in one area file, the same in every language', () => {
    const dir = path.resolve(__dirname, '../../messages');
    const owners = (locale: string) => {
      const owner = new Map<string, string>();
      for (const file of fs.readdirSync(path.join(dir, locale)).sort()) {
        for (const namespace of Object.keys(JSON.parse(fs.readFileSync(path.join(dir, locale, file), 'utf8')))) {
          expect(owner.get(namespace), `${locale}: ${namespace} in ${file} and ${owner.get(namespace)}`).toBeUndefined();
          owner.set(namespace, file);
        }
      }
      return Object.fromEntries(owner);
    };
    expect(owners('nl')).toEqual(owners('fr'));
    expect(owners('en')).toEqual(owners('fr'));
  });

  it('intlLocale gives the Belgian variant of each language', () => {
    expect(LOCALES.map(intlLocale)).toEqual(['fr-BE', 'nl-BE', 'en-BE']);
  });

  it('the Dutch and English catalogues hold no French invoice label', () => {
    for (const locale of ['nl', 'en'] as const) {
      const text = [...flat[locale]!.values()].join('\n');
      expect(text).not.toMatch(/\b(TVA|HTVA|TTC|Facture|Échéance|Bénéficiaire)\b/);
    }
  });
});
