// Storefront rules shared by shop blocks: links, prices, what may be bought.
import type { BlockRenderContext, CategorySummary, ProductSummary } from '../types';

export function productHref(ctx: BlockRenderContext, product: ProductSummary): string {
  return `${ctx.basePath}/products/${encodeURIComponent(product.id)}`;
}

export function categoryHref(ctx: BlockRenderContext, category: CategorySummary): string {
  return `${ctx.basePath}/products?category=${encodeURIComponent(category.slug)}`;
}

export function cartAction(ctx: BlockRenderContext): string {
  return `${ctx.basePath}/cart`;
}

/** Prices are shown only when a shop exists and shows them to guests. */
export function pricesVisible(ctx: BlockRenderContext): boolean {
  return ctx.shop !== null && ctx.shop.showPricesToGuests;
}

/** Cart buttons only on a live shop that shows its prices (nobody buys at a hidden price). */
export function cartEnabled(ctx: BlockRenderContext): boolean {
  return ctx.shop?.status === 'ACTIVE' && ctx.shop.showPricesToGuests;
}

export function isSoldOut(product: ProductSummary): boolean {
  return product.trackInventory && product.stockQuantity <= 0;
}

export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function visibleProducts(ctx: BlockRenderContext): ProductSummary[] {
  return ctx.products.filter((product) => product.isForSale);
}
