// The catalogues stay in step: every key in every language, no empty message, the same ICU placeholders, and every
// message compiles (a translator formats it without error).
import fs from 'node:fs';
import path from 'node:path';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
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

/** The arguments of an ICU message by name, with what each needs: a number (plural, number), a choice (select) or text. */
function argumentsOf(message: string): Map<string, 'number' | 'select' | 'date' | 'text'> {
  const out = new Map<string, 'number' | 'select' | 'date' | 'text'>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isPluralElement(element)) out.set(element.value, 'number');
      else if (isNumberElement(element)) out.set(element.value, 'number');
      else if (isSelectElement(element)) out.set(element.value, 'select');
      else if (isDateElement(element) || isTimeElement(element)) out.set(element.value, 'date');
      else if (isArgumentElement(element) && !out.has(element.value)) out.set(element.value, 'text');
      else if (isTagElement(element)) {
        out.set(element.value, 'text');
        walk(element.children);
      }
      if (isPluralElement(element) || isSelectElement(element)) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return out;
}

const placeholders = (message: string) => [...argumentsOf(message).keys()].sort();

/** A value for each argument that shows in the output: the argument's name in angle brackets where it is text. */
function sampleValues(message: string): Record<string, unknown> {
  return Object.fromEntries(
    [...argumentsOf(message)].map(([name, kind]) => [
      name,
      kind === 'number' ? 3 : kind === 'select' ? 'other' : kind === 'date' ? new Date('2026-03-05T12:00:00Z') : isTag(message, name) ? (chunks: unknown) => chunks : `<${name}>`,
    ]),
  );
}

const isTag = (message: string, name: string) => new RegExp(`<${name}>`).test(message);

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
        const values = sampleValues(message);
        const t = translator(locale, namespace as Namespace) as unknown as { (key: string, values?: Record<string, unknown>): string; rich: (key: string, values?: Record<string, unknown>) => unknown };
        const out = [...argumentsOf(message).values()].includes('text') && Object.values(values).some((v) => typeof v === 'function') ? String(t.rich(rest.join('.'), values)) : t(rest.join('.'), values);
        expect(out, `${locale} ${key}`).not.toMatch(/NaN|\{|\}/);
        for (const [name, kind] of argumentsOf(message)) if (kind === 'text' && !isTag(message, name)) expect(out, `${locale} ${key}`).toContain(`<${name}>`);
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
