// The blocks' UI kit: a product's card, its price (when prices are shown) and its add-to-cart form (when the
// shop takes orders); the storefront's product page reuses the form.
import type { BlockRenderContext, ProductSummary } from '../types';
import { labelsFor } from '../labels';
import { buttonClass } from './button';
import { ResponsiveImage } from './responsive-image';
import { cartAction, cartEnabled, formatPrice, isSoldOut, pricesVisible, productHref } from './shop';
import { focusRing, headingFont, mediaRadius } from './styles';

/** The add-to-cart control: a plain form (works without JavaScript), posting productId and quantity. */
export function AddToCartForm({
  product,
  ctx,
  size = 'md',
  fullWidth = false,
}: {
  product: ProductSummary;
  ctx: BlockRenderContext;
  size?: 'md' | 'lg';
  fullWidth?: boolean;
}) {
  const labels = labelsFor(ctx.locale);
  const soldOut = isSoldOut(product);
  return (
    <form method="post" action={cartAction(ctx)} className={fullWidth ? 'w-full' : undefined}>
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value="1" />
      <button
        type="submit"
        disabled={soldOut}
        aria-label={soldOut ? undefined : `${labels.addToCart}: ${product.name}`}
        className={`${buttonClass('primary', size)} ${fullWidth ? 'w-full' : ''}`}
      >
        {soldOut ? labels.soldOut : labels.addToCart}
      </button>
    </form>
  );
}

export function Price({ product, ctx, className = '' }: { product: ProductSummary; ctx: BlockRenderContext; className?: string }) {
  if (!pricesVisible(ctx)) return null;
  return <p className={`font-semibold tabular-nums ${className}`}>{formatPrice(product.priceInclVat, product.currency, ctx.locale)}</p>;
}

function Placeholder({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="flex h-full w-full items-center justify-center bg-(--vt-color-surface) text-4xl font-bold text-(--vt-color-muted)">
      {name.slice(0, 1).toUpperCase()}
    </div>
  );
}

/** A product in a grid: square image, name (link), price, and optionally the cart form. */
export function ProductCard({
  product,
  ctx,
  showPrice,
  showAddToCart,
  sizes,
  priority = false,
}: {
  product: ProductSummary;
  ctx: BlockRenderContext;
  showPrice: boolean;
  showAddToCart: boolean;
  /** How wide the card is drawn in its grid (the image's `sizes`). */
  sizes: string;
  priority?: boolean;
}) {
  const labels = labelsFor(ctx.locale);
  const href = productHref(ctx, product);
  const image = product.images[0];
  const soldOut = isSoldOut(product);
  return (
    <article className="group relative flex w-full flex-col">
      <div className={`relative aspect-square overflow-hidden ${mediaRadius} bg-(--vt-color-surface)`}>
        {image ? (
          <ResponsiveImage
            src={image}
            decorative
            media={ctx.media}
            sizes={sizes}
            width={600}
            height={600}
            priority={priority}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <Placeholder name={product.name} />
        )}
        {soldOut ? (
          <span className="absolute top-3 left-3 rounded-full bg-(--vt-color-text) px-2.5 py-1 text-xs font-semibold text-(--vt-color-bg)">
            {labels.soldOut}
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        <h3 className={`${headingFont} text-base leading-snug font-semibold`}>
          <a href={href} className={`rounded-sm hover:underline hover:underline-offset-4 ${focusRing}`}>
            {product.name}
          </a>
        </h3>
        {showPrice ? <Price product={product} ctx={ctx} className="text-(--vt-color-muted)" /> : null}
        {showAddToCart && cartEnabled(ctx) ? (
          <div className="mt-auto pt-3">
            <AddToCartForm product={product} ctx={ctx} fullWidth />
          </div>
        ) : null}
      </div>
    </article>
  );
}
