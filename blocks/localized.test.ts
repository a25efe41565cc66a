// The block catalogue in French, Dutch and English: English is the catalogue's own words (what the OpenAPI
// document shows), every label, description, category and field description has its translation, and the
// default configs of every language have the French one's shape and parse with their schema.
import { describe, expect, it } from 'vitest';
import { catalogues, LOCALES } from '../lib/i18n/translator';
import { BLOCK_TYPES, blockTypes, validateBlock } from './catalog';
import { blockTexts, defaultConfigFor, forEachDescribed, localizedBlockTypes } from './localized';
import { shapeDifferences } from './testing/same-shape';
import { BLOCK_CATEGORIES } from './types';

const describedPaths = (schema: unknown) => {
  const paths: string[] = [];
  forEachDescribed(schema, (path) => paths.push(path));
  return paths.sort();
};

/** The schema without its descriptions: what every language shares. */
const withoutDescriptions = (schema: unknown) => {
  const copy = structuredClone(schema);
  forEachDescribed(copy, (_path, node) => delete node.description);
  return copy;
};

describe('the block catalogue in every language', () => {
  it('English messages are the catalogue’s own texts, word for word', () => {
    for (const entry of blockTypes()) {
      const texts = blockTexts(entry.type, 'en');
      expect({ label: texts.label, description: texts.description }).toEqual({ label: entry.label, description: entry.description });
      const fields: Record<string, string> = {};
      forEachDescribed(entry.configSchema, (path, node) => (fields[path] = node.description as string));
      expect(texts.fields, entry.type).toEqual(fields);
    }
    expect(Object.keys(catalogues.en.blockCatalog).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(Object.values(catalogues.en.blockCategories)).toEqual([...BLOCK_CATEGORIES]);
  });

  for (const locale of LOCALES) {
    it(`${locale}: the same entries, keys and schemas, every described field translated`, () => {
      const localized = localizedBlockTypes(locale);
      const english = blockTypes();
      expect(localized.map((entry) => entry.type)).toEqual(english.map((entry) => entry.type));
      for (const [index, entry] of localized.entries()) {
        const original = english[index]!;
        expect(Object.keys(entry)).toEqual(Object.keys(original));
        expect(withoutDescriptions(entry.configSchema), entry.type).toEqual(withoutDescriptions(original.configSchema));
        expect(describedPaths(entry.configSchema)).toEqual(describedPaths(original.configSchema));
        expect(Object.keys(blockTexts(entry.type, locale).fields).sort(), `${locale} ${entry.type}`).toEqual(describedPaths(original.configSchema));
        if (locale !== 'en') {
          expect(entry.label).toBe(blockTexts(entry.type, locale).label);
          forEachDescribed(entry.configSchema, (path, node) => expect(node.description).toBe(blockTexts(entry.type, locale).fields[path]));
        }
      }
    });

    it(`${locale}: every default config has the French one's shape and parses`, () => {
      for (const type of BLOCK_TYPES) {
        const config = defaultConfigFor(type, locale);
        expect(shapeDifferences(defaultConfigFor(type, 'fr'), config), `${locale} ${type}`).toEqual([]);
        const result = validateBlock({ type, order: 0, config }, 0);
        expect(result.ok, `${locale} ${type}: ${JSON.stringify(result)}`).toBe(true);
      }
    });
  }

  it('without a language: the catalogue as it always was (English texts, French default configs)', () => {
    expect(localizedBlockTypes(null)).toBe(blockTypes());
    for (const entry of blockTypes()) expect(entry.defaultConfig).toBe(defaultConfigFor(entry.type, 'fr'));
    expect(localizedBlockTypes('en').map(({ defaultConfig: _d, ...rest }) => rest)).toEqual(blockTypes().map(({ defaultConfig: _d, ...rest }) => rest));
  });

  it('Dutch and French name the categories in their language', () => {
    expect(localizedBlockTypes('nl').find((entry) => entry.type === 'product-grid')!.category).toBe('Winkel');
    expect(localizedBlockTypes('fr').find((entry) => entry.type === 'product-grid')!.category).toBe('Boutique');
    expect(localizedBlockTypes('nl').find((entry) => entry.type === 'faq')!.configSchema).toMatchObject({
      properties: { items: { description: 'Vragen en antwoorden (1–30)', items: { properties: { question: { description: 'De vraag' } } } } },
    });
  });
});
