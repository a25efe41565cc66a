// The words of the storefront's own chrome (header, footer, product pages, 404, preview banner), from the
// catalogue (messages/<locale>/storefront.json, namespace `storefront`); block labels live in blocks/labels.ts.
import type { BlockRenderContext } from '@/blocks/types';
import { LOW_STOCK } from '@/lib/domain/inventory/schemas';
import { formatMoney, minorDigits } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, intlLocale, isLocale, type Locale, translator } from '@/lib/i18n/translator';

/** Storefront language until sites carry their own (the built-in themes are written in French). */
export const STOREFRONT_LOCALE = 'fr-BE';

/**
 * The storefront language of a locale: 'fr', 'nl' or 'en' as given, or the language of a BCP 47 tag such as the
 * render context's 'nl-BE'; anything else is French, the storefront's default.
 */
export function storefrontLanguage(locale: string | null | undefined): Locale {
  const language = (locale ?? '').toLowerCase().split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * The render context in the storefront language a view was given, so the blocks' kit inside the view (opening
 * hours, product cards) speaks it too: `ctx` itself when no language is given or it already speaks it.
 */
export function contextIn(ctx: BlockRenderContext, locale: Locale | undefined): BlockRenderContext {
  return !locale || storefrontLanguage(ctx.locale) === locale ? ctx : { ...ctx, locale: intlLocale(locale) };
}

/** A price in major units (the storefront's props: 6.2 for 6,20 €) as the language writes it: fr "6,20 €", nl "€ 6,20". */
export function storefrontPrice(amount: number, currency: string, language: Locale): string {
  return formatMoney(Math.round(amount * 10 ** minorDigits(currency)), currency, language);
}

export interface SiteLabels {
  skipToContent: string;
  mainNavigation: string;
  home: string;
  products: string;
  allProducts: string;
  breadcrumb: string;
  vatNumber: string;
  openingHours: string;
  contact: string;
  inclVat: string;
  exclVat: (price: string) => string;
  inStock: string;
  lowStock: (n: number) => string;
  soldOut: string;
  shopClosed: string;
  shopClosedDetail: string;
  pricesOnRequest: string;
  productImages: string;
  sku: string;
  notFoundTitle: string;
  notFoundText: string;
  unavailableTitle: string;
  unavailableText: string;
  backHome: string;
  cart: string;
  cartItems: (n: number) => string;
  /** A draft preview link's banner, with the link's expiry (date and time, Brussels). */
  previewBanner: (expires: string) => string;
  previewNoCartTitle: string;
  previewNoCartText: string;
  backToPreview: string;
}

function labelsIn(language: Locale): SiteLabels {
  const t = translator(language, 'storefront');
  return {
    skipToContent: t('skipToContent'),
    mainNavigation: t('mainNavigation'),
    home: t('home'),
    products: t('products'),
    allProducts: t('allProducts'),
    breadcrumb: t('breadcrumb'),
    vatNumber: t('vatNumber'),
    openingHours: t('openingHours'),
    contact: t('contact'),
    inclVat: t('inclVat'),
    exclVat: (price) => t('exclVat', { price }),
    inStock: t('inStock'),
    lowStock: (n) => t('lowStock', { n }),
    soldOut: t('soldOut'),
    shopClosed: t('shopClosed'),
    shopClosedDetail: t('shopClosedDetail'),
    pricesOnRequest: t('pricesOnRequest'),
    productImages: t('productImages'),
    sku: t('sku'),
    notFoundTitle: t('notFoundTitle'),
    notFoundText: t('notFoundText'),
    unavailableTitle: t('unavailableTitle'),
    unavailableText: t('unavailableText'),
    backHome: t('backHome'),
    cart: t('cart'),
    cartItems: (n) => t('cartItems', { n }),
    previewBanner: (expires) => t('previewBanner', { expires }),
    previewNoCartTitle: t('previewNoCartTitle'),
    previewNoCartText: t('previewNoCartText'),
    backToPreview: t('backToPreview'),
  };
}

const labels = new Map<Locale, SiteLabels>();

/** The chrome's words in a storefront language ('nl') or the language of a BCP 47 tag ('nl-BE'). */
export function siteLabelsFor(locale: string): SiteLabels {
  const language = storefrontLanguage(locale);
  let found = labels.get(language);
  if (!found) labels.set(language, (found = labelsIn(language)));
  return found;
}

/** Stock levels at or below this count show as "only n left" (one threshold with the dashboard's overview). */
export { LOW_STOCK };

export type StockStatus = { kind: 'untracked' | 'in-stock' | 'sold-out' } | { kind: 'low'; quantity: number };

export function stockStatus(product: { trackInventory: boolean; stockQuantity: number }): StockStatus {
  if (!product.trackInventory) return { kind: 'untracked' };
  if (product.stockQuantity <= 0) return { kind: 'sold-out' };
  if (product.stockQuantity <= LOW_STOCK) return { kind: 'low', quantity: product.stockQuantity };
  return { kind: 'in-stock' };
}
