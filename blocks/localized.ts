// The block catalogue in the product's languages: labels, descriptions, category names and field descriptions
// from messages/<locale>/blocks.json (namespaces blockCatalog, blockCategories), default configs from each
// block's meta. A file of its own: the builder's client code imports catalog.ts, and should not pull in the
// message catalogues with it.
import { catalogues, type Locale } from '../lib/i18n/translator';
import { blockCatalog, type BlockType, type BlockTypeInfo, blockTypes } from './catalog';
import type { BlockCategory } from './types';

/** A block type's texts in one language: its label, description and field descriptions by path. */
export type BlockTexts = { label: string; description: string; fields: Record<string, string> };

const CATEGORY_KEYS = {
  Hero: 'hero',
  Shop: 'shop',
  Content: 'content',
  Media: 'media',
  'Social proof': 'socialProof',
  Contact: 'contact',
  Layout: 'layout',
} as const satisfies Record<BlockCategory, string>;

/** The texts of `type` in `locale` (messages/<locale>/blocks.json). */
export function blockTexts(type: BlockType, locale: Locale): BlockTexts {
  return (catalogues[locale].blockCatalog as Record<string, BlockTexts>)[type]!;
}

/** The name of a block category in `locale`, e.g. Shop → Winkel. */
export function categoryName(category: BlockCategory, locale: Locale): string {
  return catalogues[locale].blockCategories[CATEGORY_KEYS[category]];
}

/**
 * The default config of a block type in `locale`: the same keys and non-text values in every language, written
 * for a Belgian shop (the French one is the catalogue's `defaultConfig`).
 */
export function defaultConfigFor(type: BlockType, locale: Locale): unknown {
  const { meta } = blockCatalog.find((definition) => definition.type === type)!;
  return locale === 'fr' ? meta.defaultConfig : meta.defaultConfigs[locale];
}

/**
 * Calls `visit` with every described node of a config's JSON Schema and its field path: property names joined by
 * "_" (an array's items share the array's path), e.g. items_question. The keys of blockCatalog.<type>.fields.
 */
export function forEachDescribed(schema: unknown, visit: (path: string, node: Record<string, unknown>) => void, path = ''): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (path && typeof node.description === 'string') visit(path, node);
  if (node.properties && typeof node.properties === 'object') {
    for (const [key, child] of Object.entries(node.properties)) forEachDescribed(child, visit, path ? `${path}_${key}` : key);
  }
  if (node.items) forEachDescribed(node.items, visit, path);
}

const cache = new Map<Locale, BlockTypeInfo[]>();

/**
 * The catalogue of GET /public/site/block-types with the texts and default configs of `locale`: the same entries,
 * keys and schemas, only the words differ. Without a locale, the catalogue as it has always been (English texts,
 * French default configs): what the OpenAPI document describes.
 */
export function localizedBlockTypes(locale: Locale | null): BlockTypeInfo[] {
  if (!locale) return blockTypes();
  let localized = cache.get(locale);
  if (!localized) {
    localized = blockTypes().map((entry) => {
      const defaultConfig = defaultConfigFor(entry.type, locale);
      // English texts are the catalogue's own (messages/en/blocks.json holds the same words, for the tests).
      if (locale === 'en') return { ...entry, defaultConfig };
      const texts = blockTexts(entry.type, locale);
      const configSchema = structuredClone(entry.configSchema);
      forEachDescribed(configSchema, (path, node) => {
        const description = texts.fields[path];
        if (description) node.description = description;
      });
      return {
        ...entry,
        label: texts.label,
        description: texts.description,
        category: categoryName(entry.category as BlockCategory, locale),
        configSchema,
        defaultConfig,
      };
    });
    cache.set(locale, localized);
  }
  return localized;
}
