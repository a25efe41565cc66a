// Shared shapes of the block system. No React and no database here: the API, the validator and the
// storefront all import this file, and blocks receive data only through `BlockRenderContext`.
import type { z } from 'zod';
import type { ThemeTokens } from './tokens';

export const BLOCK_CATEGORIES = ['Hero', 'Shop', 'Content', 'Media', 'Social proof', 'Contact', 'Layout'] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

/**
 * Builder-facing description of a block type; its default configs must parse against the type's schema. The texts
 * here are the English ones (the API's and the OpenAPI document's); blocks/localized.ts gives them in French and
 * Dutch from messages/<locale>/blocks.json.
 */
export interface BlockMeta<Config = unknown> {
  label: string;
  /** One line, shown in the block picker. */
  description: string;
  category: BlockCategory;
  /** The French default (what GET /public/site/block-types has always returned). */
  defaultConfig: Config;
  /** The same default written in Dutch and English: the same keys and non-text values, only the texts differ. */
  defaultConfigs: { nl: Config; en: Config };
}

/** One entry of the catalogue: the type key, its config schema and its meta. */
export interface BlockDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  type: Type;
  schema: Schema;
  meta: BlockMeta<z.input<Schema>>;
}

/** The most blocks a page may have. */
export const MAX_BLOCKS = 100;

/** A block as stored on a page (after validation, `config` is the parsed config). */
export interface StoredBlock {
  type: string;
  order: number;
  config: unknown;
  /** A theme's invented content, unchanged while the config still has this fingerprint (never published so). */
  sample?: string;
  /** The block's texts in the site's other languages (./translations.ts); absent when it has none. */
  translations?: Partial<Record<'fr' | 'nl' | 'en', Record<string, unknown>>>;
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Per weekday, a list of [open, close] "HH:MM" ranges; missing or empty = closed. */
export type OpeningHours = Partial<Record<Weekday, [string, string][]>>;

export interface Address {
  line1: string;
  line2?: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. BE. */
  country: string;
}

export interface LocationSummary {
  id: string;
  name: string;
  address: Address | null;
  phone: string | null;
  openingHours: OpeningHours;
}

export interface ProductSummary {
  id: string;
  slug?: string | null;
  name: string;
  description: string | null;
  priceInclVat: number;
  currency: string;
  images: string[];
  categoryId: string | null;
  isForSale: boolean;
  stockQuantity: number;
  trackInventory: boolean;
}

export interface CategorySummary {
  id: string;
  name: string;
  slug: string;
}

export interface ShopSummary {
  status: 'DRAFT' | 'ACTIVE' | 'PAUSED';
  showPricesToGuests: boolean;
  currency: string;
}

/** Everything a block may read. The page builds it once; blocks never query anything themselves. */
export interface BlockRenderContext {
  business: { name: string; email?: string | null; phone?: string | null };
  /** Branches in display order (primary first). */
  locations: LocationSummary[];
  /** Products the storefront may show; blocks still skip those with isForSale false. */
  products: ProductSummary[];
  categories: CategorySummary[];
  /** null when the business has no shop: prices and cart buttons are then hidden. */
  shop: ShopSummary | null;
  /** Prefix of storefront links: products at `${basePath}/products/<id>`, the cart form posts to `${basePath}/cart`. */
  basePath: string;
  /** BCP 47 locale for prices, weekday names and the few built-in labels, e.g. fr-BE, nl-BE, en. */
  locale: string;
  tokens: ThemeTokens;
  /**
   * The business's media library images by id (size and alt text), so an image block showing a media URL can
   * offer responsive renditions with its true width and height; absent or partial where no library is loaded.
   */
  media?: Record<string, MediaSummary>;
}

/** What rendering needs of a media library image. */
export interface MediaSummary {
  width: number;
  height: number;
  alt: string;
  mimeType: string;
}

/** Props of every block component: its parsed (output) config and the render context. */
export interface BlockProps<Schema extends z.ZodType> {
  config: z.output<Schema>;
  ctx: BlockRenderContext;
  /** Unique on the page (e.g. block-3): prefix for element ids such as aria-labelledby targets. */
  id: string;
  /**
   * The page's first image-bearing block near its top (renderBlocks decides): its first image is the likely
   * largest paint, so it loads at once with high priority instead of lazily.
   */
  priority?: boolean;
}
