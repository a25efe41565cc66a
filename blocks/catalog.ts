// The block catalogue: type → schema + meta, in picker order. No React here: the public API
// (GET /public/site/block-types, page validation) and the builder import it server-side.
import { z } from 'zod';
import { categoryListSchema } from './category-list/schema';
import { categoryListMeta } from './category-list/meta';
import { contactSchema } from './contact/schema';
import { contactMeta } from './contact/meta';
import { ctaBannerSchema } from './cta-banner/schema';
import { ctaBannerMeta } from './cta-banner/meta';
import { faqSchema } from './faq/schema';
import { faqMeta } from './faq/meta';
import { featuredProductSchema } from './featured-product/schema';
import { featuredProductMeta } from './featured-product/meta';
import { featuresSchema } from './features/schema';
import { featuresMeta } from './features/meta';
import { gallerySchema } from './gallery/schema';
import { galleryMeta } from './gallery/meta';
import { headingSchema } from './heading/schema';
import { headingMeta } from './heading/meta';
import { imageSchema } from './image/schema';
import { imageMeta } from './image/meta';
import { imageWithTextSchema } from './image-with-text/schema';
import { imageWithTextMeta } from './image-with-text/meta';
import { openingHoursSchema } from './opening-hours/schema';
import { openingHoursMeta } from './opening-hours/meta';
import { productGridSchema } from './product-grid/schema';
import { productGridMeta } from './product-grid/meta';
import { richTextSchema } from './rich-text/schema';
import { richTextMeta } from './rich-text/meta';
import { shopHeroSchema } from './shop-hero/schema';
import { shopHeroMeta } from './shop-hero/meta';
import { spacerSchema } from './spacer/schema';
import { spacerMeta } from './spacer/meta';
import { testimonialsSchema } from './testimonials/schema';
import { testimonialsMeta } from './testimonials/meta';
import { videoSchema } from './video/schema';
import { videoMeta } from './video/meta';
import { fieldIssues } from '../lib/shared/zod-issues';
import { validateTranslations } from './translations';
import { type BlockDefinition, MAX_BLOCKS, type StoredBlock } from './types';

function defineBlock<const Type extends string, Schema extends z.ZodType>(
  definition: BlockDefinition<Type, Schema>,
): BlockDefinition<Type, Schema> {
  return definition;
}

/** Every block type, in the order the builder offers them. */
export const blockCatalog = [
  defineBlock({ type: 'shop-hero', schema: shopHeroSchema, meta: shopHeroMeta }),
  defineBlock({ type: 'product-grid', schema: productGridSchema, meta: productGridMeta }),
  defineBlock({ type: 'featured-product', schema: featuredProductSchema, meta: featuredProductMeta }),
  defineBlock({ type: 'category-list', schema: categoryListSchema, meta: categoryListMeta }),
  defineBlock({ type: 'heading', schema: headingSchema, meta: headingMeta }),
  defineBlock({ type: 'rich-text', schema: richTextSchema, meta: richTextMeta }),
  defineBlock({ type: 'image-with-text', schema: imageWithTextSchema, meta: imageWithTextMeta }),
  defineBlock({ type: 'features', schema: featuresSchema, meta: featuresMeta }),
  defineBlock({ type: 'faq', schema: faqSchema, meta: faqMeta }),
  defineBlock({ type: 'image', schema: imageSchema, meta: imageMeta }),
  defineBlock({ type: 'gallery', schema: gallerySchema, meta: galleryMeta }),
  defineBlock({ type: 'video', schema: videoSchema, meta: videoMeta }),
  defineBlock({ type: 'testimonials', schema: testimonialsSchema, meta: testimonialsMeta }),
  defineBlock({ type: 'opening-hours', schema: openingHoursSchema, meta: openingHoursMeta }),
  defineBlock({ type: 'contact', schema: contactSchema, meta: contactMeta }),
  defineBlock({ type: 'cta-banner', schema: ctaBannerSchema, meta: ctaBannerMeta }),
  defineBlock({ type: 'spacer', schema: spacerSchema, meta: spacerMeta }),
] as const;

type CatalogEntry = (typeof blockCatalog)[number];
export type BlockType = CatalogEntry['type'];
/** Parsed config of one block type. */
export type BlockConfig<Type extends BlockType> = z.output<Extract<CatalogEntry, { type: Type }>['schema']>;

export const BLOCK_TYPES = blockCatalog.map((definition) => definition.type) as readonly BlockType[];

const byType = new Map<string, CatalogEntry>(blockCatalog.map((definition) => [definition.type, definition]));

export function isBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && byType.has(type);
}

export function getBlockDefinition(type: string): BlockDefinition | undefined {
  return byType.get(type) as BlockDefinition | undefined;
}

/** One entry of GET /public/site/block-types. */
export interface BlockTypeInfo {
  type: BlockType;
  label: string;
  description: string;
  /** The category's name: one of BLOCK_CATEGORIES in English, its translation in another language (blocks/localized.ts). */
  category: string;
  /** JSON Schema (draft 2020-12) of the config as a client sends it. */
  configSchema: Record<string, unknown>;
  defaultConfig: unknown;
}

let blockTypesCache: BlockTypeInfo[] | undefined;

/** The catalogue as the API returns it by default; computed once (other languages: blocks/localized.ts). */
export function blockTypes(): BlockTypeInfo[] {
  blockTypesCache ??= blockCatalog.map(({ type, schema, meta }) => {
    const { $schema: _ignored, ...configSchema } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
    return {
      type,
      label: meta.label,
      description: meta.description,
      category: meta.category,
      configSchema,
      defaultConfig: meta.defaultConfig,
    };
  });
  return blockTypesCache;
}

export interface BlockIssue {
  /** Dotted path from the page body, e.g. blocks.3.config.columns. */
  path: string;
  message: string;
}

export type ValidateBlockResult =
  | { ok: true; block: StoredBlock & { type: BlockType } }
  | { ok: false; issues: BlockIssue[] };

const BLOCK_KEYS = new Set(['type', 'order', 'config', 'sample', 'translations']);

/** A theme's sample marker: the fingerprint of the config the theme shipped (lib/domain/site/draft-shared.ts). */
const SAMPLE_MARKER = /^[0-9a-f]{16}$/;

/**
 * Checks one block of a page body against the catalogue. On success `config` is the parsed config
 * (defaults filled in, rich text sanitised): store that. `order` defaults to the block's index.
 */
export function validateBlock(block: unknown, index: number): ValidateBlockResult {
  const at = `blocks.${index}`;
  if (!block || typeof block !== 'object' || Array.isArray(block)) {
    return { ok: false, issues: [{ path: at, message: 'must be an object with type, order and config' }] };
  }
  const record = block as Record<string, unknown>;
  const issues: BlockIssue[] = Object.keys(record)
    .filter((key) => !BLOCK_KEYS.has(key))
    .map((key) => ({ path: `${at}.${key}`, message: 'unknown key; a block has type, order, config and translations' }));
  const sample = record.sample;
  if (sample !== undefined && (typeof sample !== 'string' || !SAMPLE_MARKER.test(sample))) {
    issues.push({ path: `${at}.sample`, message: 'a sample marker: 16 lowercase hex digits, as the builder received it' });
  }

  const order = record.order ?? index;
  if (!Number.isInteger(order) || (order as number) < 0) {
    issues.push({ path: `${at}.order`, message: 'must be an integer, 0 or more' });
  }

  const definition = typeof record.type === 'string' ? byType.get(record.type) : undefined;
  if (!definition) {
    issues.push({
      path: `${at}.type`,
      message:
        typeof record.type === 'string'
          ? `unknown block type "${record.type}"; see GET /public/site/block-types`
          : 'required: a block type from GET /public/site/block-types',
    });
    return { ok: false, issues };
  }

  const config = record.config ?? {};
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    issues.push({ path: `${at}.config`, message: 'must be an object' });
    return { ok: false, issues };
  }
  const parsed = (definition.schema as z.ZodType).safeParse(config);
  if (!parsed.success) issues.push(...fieldIssues(parsed.error, { prefix: `${at}.config` }));
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  // A theme's sample marker stays with the block (the draft's publish check compares it with the config).
  const valid: StoredBlock & { type: BlockType } = { type: definition.type, order: order as number, config: parsed.data };
  if (typeof sample === 'string') valid.sample = sample;
  if (record.translations !== undefined) {
    const translated = validateTranslations(definition.type, parsed.data, record.translations, `${at}.translations`);
    if (!translated.ok) return { ok: false, issues: translated.issues };
    if (Object.keys(translated.translations).length > 0) valid.translations = translated.translations;
  }
  return { ok: true, block: valid };
}

/**
 * The rules of a page's block list, in one place: an array of at most MAX_BLOCKS blocks, each valid
 * (`validateBlock`), their orders unique. Issues of all blocks together, or the blocks sorted by order.
 */
export function validateBlocks(
  blocks: unknown,
): { ok: true; blocks: (StoredBlock & { type: BlockType })[] } | { ok: false; issues: BlockIssue[] } {
  if (!Array.isArray(blocks)) return { ok: false, issues: [{ path: 'blocks', message: 'must be an array' }] };
  const issues: BlockIssue[] = [];
  if (blocks.length > MAX_BLOCKS) issues.push({ path: 'blocks', message: `at most ${MAX_BLOCKS} blocks` });
  const valid: (StoredBlock & { type: BlockType })[] = [];
  const indexOfOrder = new Map<number, number>();
  blocks.forEach((block, index) => {
    const result = validateBlock(block, index);
    if (!result.ok) {
      issues.push(...result.issues);
      return;
    }
    const { order } = result.block;
    const first = indexOfOrder.get(order);
    if (first !== undefined) {
      issues.push({ path: `blocks.${index}.order`, message: `duplicate order ${order} (also blocks.${first}.order)` });
    } else {
      indexOfOrder.set(order, index);
    }
    valid.push(result.block);
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, blocks: valid.sort((a, b) => a.order - b.order) };
}
