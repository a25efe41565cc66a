// The product page: photos, name, price including VAT, stock status, the cart form, and the description.
import type { BlockRenderContext, CategorySummary, ProductSummary } from '@/blocks/types';
import { AddToCartForm } from '@/blocks/kit/product-card';
import { ResponsiveImage, sectionSizes } from '@/blocks/kit/responsive-image';
import { Paragraphs } from '@/blocks/kit/section';
import { cartEnabled, categoryHref, pricesVisible } from '@/blocks/kit/shop';
import { contextIn, siteLabelsFor, stockStatus, storefrontLanguage, storefrontPrice } from './site-labels';
import type { Locale } from '@/lib/i18n/translator';
import { focusRing, headingFont, mediaRadius } from '@/blocks/kit/styles';

export type ProductDetailProduct = ProductSummary & { sku: string | null; priceExclVat: number };

export function Breadcrumb({ ctx, trail }: { ctx: BlockRenderContext; trail: { label: string; href?: string }[] }) {
  const labels = siteLabelsFor(ctx.locale);
  return (
    <nav aria-label={labels.breadcrumb} className="text-sm text-(--vt-color-muted)">
      <ol role="list" className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((step, i) => (
          <li key={i} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {step.href ? (
              <a href={step.href} className={`rounded-sm hover:text-(--vt-color-text) hover:underline ${focusRing}`}>
                {step.label}
              </a>
            ) : (
              <span aria-current="page" className="text-(--vt-color-text)">
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function StockBadge({ product, locale }: { product: ProductSummary; locale: string }) {
  const labels = siteLabelsFor(locale);
  const status = stockStatus(product);
  if (status.kind === 'untracked') return null;
  const text = status.kind === 'sold-out' ? labels.soldOut : status.kind === 'low' ? labels.lowStock(status.quantity) : labels.inStock;
  const dot = status.kind === 'sold-out' ? 'bg-(--vt-color-muted)' : status.kind === 'low' ? 'bg-(--vt-color-accent)' : 'bg-(--vt-color-primary)';
  return (
    <p className="inline-flex items-center gap-2 text-sm font-medium" data-stock={status.kind}>
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${dot}`} />
      {text}
    </p>
  );
}

// The main photo fills half the page from `md` (gap-14 = 56 px); thumbnails are a quarter of that half.
const MAIN_SIZES = sectionSizes({ base: 1, md: 2 }, 56);
const THUMB_SIZES = '(min-width: 1152px) 120px, (min-width: 768px) calc((100vw - 184px) / 8), calc((100vw - 76px) / 4)';

function Gallery({ product, ctx }: { product: ProductSummary; ctx: BlockRenderContext }) {
  const [first, ...rest] = product.images;
  if (!first) {
    return (
      <div aria-hidden="true" className={`flex aspect-square items-center justify-center ${mediaRadius} bg-(--vt-color-surface) text-7xl font-bold text-(--vt-color-muted)`}>
        {product.name.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return (
    <div className="space-y-3" role="group" aria-label={siteLabelsFor(ctx.locale).productImages}>
      <ResponsiveImage
        src={first}
        fallbackAlt={product.name}
        media={ctx.media}
        sizes={MAIN_SIZES}
        width={900}
        height={900}
        priority
        className={`aspect-square w-full ${mediaRadius} bg-(--vt-color-surface) object-cover`}
      />
      {rest.length > 0 ? (
        <ul role="list" className="grid grid-cols-4 gap-3">
          {rest.map((src, i) => (
            <li key={src + i}>
              <ResponsiveImage
                src={src}
                fallbackAlt={`${product.name} (${i + 2})`}
                media={ctx.media}
                sizes={THUMB_SIZES}
                width={300}
                height={300}
                className={`aspect-square w-full ${mediaRadius} bg-(--vt-color-surface) object-cover`}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** `locale`: the storefront's language; by default that of `ctx.locale`. */
export function ProductDetail({
  product,
  category,
  ctx: context,
  locale,
  b2b,
}: {
  product: ProductDetailProduct;
  category: CategorySummary | null;
  ctx: BlockRenderContext;
  locale?: Locale;
  b2b: boolean;
}) {
  const ctx = contextIn(context, locale);
  const language = storefrontLanguage(ctx.locale);
  const labels = siteLabelsFor(language);
  const showPrice = pricesVisible(ctx);
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <Breadcrumb
        ctx={ctx}
        trail={[
          { label: labels.home, href: `${ctx.basePath}/` },
          { label: labels.products, href: `${ctx.basePath}/products` },
          ...(category ? [{ label: category.name, href: categoryHref(ctx, category) }] : []),
          { label: product.name },
        ]}
      />
      <article className="mt-6 grid gap-10 md:grid-cols-2 md:gap-14">
        <Gallery product={product} ctx={ctx} />
        <div className="flex flex-col gap-5">
          <h1 className={`${headingFont} text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl`}>{product.name}</h1>
          {showPrice ? (
            <div>
              <p className="text-2xl font-semibold tabular-nums">{storefrontPrice(product.priceInclVat, product.currency, language)}</p>
              <p className="text-sm text-(--vt-color-muted)">
                {labels.inclVat}
                {b2b ? ` · ${labels.exclVat(storefrontPrice(product.priceExclVat, product.currency, language))}` : ''}
              </p>
            </div>
          ) : (
            <p className="text-(--vt-color-muted)">{labels.pricesOnRequest}</p>
          )}
          <StockBadge product={product} locale={ctx.locale} />
          {cartEnabled(ctx) ? (
            <div className="max-w-xs">
              <AddToCartForm product={product} ctx={ctx} size="lg" fullWidth />
            </div>
          ) : null}
          {product.description ? <Paragraphs text={product.description} className="max-w-prose text-(--vt-color-text)" /> : null}
          {product.sku ? (
            <p className="text-sm text-(--vt-color-muted)">
              {labels.sku} {product.sku}
            </p>
          ) : null}
        </div>
      </article>
    </div>
  );
}
