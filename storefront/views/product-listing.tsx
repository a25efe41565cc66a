// /products and /products?category=<slug>: every product for sale, or those of one category, with the
// categories as filter links.
import type { BlockRenderContext, CategorySummary, ProductSummary } from '@/blocks/types';
import { labelsFor } from '@/blocks/labels';
import { ProductCard } from '@/blocks/kit/product-card';
import { gridSizes } from '@/blocks/kit/responsive-image';
import { Breadcrumb } from './product-detail';
import { categoryHref, pricesVisible } from '@/blocks/kit/shop';
import { contextIn, siteLabelsFor } from './site-labels';
import type { Locale } from '@/lib/i18n/translator';
import { focusRing, headingFont } from '@/blocks/kit/styles';

export function ProductListing({
  ctx: context,
  locale,
  products,
  category,
}: {
  ctx: BlockRenderContext;
  /** The storefront's language; by default that of `ctx.locale`. */
  locale?: Locale;
  products: ProductSummary[];
  category: CategorySummary | null;
}) {
  const ctx = contextIn(context, locale);
  const labels = siteLabelsFor(ctx.locale);
  const withProducts = ctx.categories.filter((c) => ctx.products.some((p) => p.categoryId === c.id && p.isForSale));
  const chip = (current: boolean) =>
    `inline-block rounded-(--vt-button-radius) border px-4 py-1.5 text-sm font-medium transition ${focusRing} ${
      current ? 'border-(--vt-color-primary) bg-(--vt-color-primary) text-(--vt-color-on-primary)' : 'border-(--vt-color-border) hover:border-(--vt-color-text)'
    }`;
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <Breadcrumb
        ctx={ctx}
        trail={category ? [{ label: labels.home, href: `${ctx.basePath}/` }, { label: labels.products, href: `${ctx.basePath}/products` }, { label: category.name }] : [{ label: labels.home, href: `${ctx.basePath}/` }, { label: labels.products }]}
      />
      <h1 className={`${headingFont} mt-6 text-3xl font-bold tracking-tight sm:text-4xl`}>{category ? category.name : labels.allProducts}</h1>
      <p className="mt-2 text-(--vt-color-muted)">{labelsFor(ctx.locale).products(products.length)}</p>
      {withProducts.length > 1 ? (
        <nav aria-label={labels.products} className="mt-6">
          <ul role="list" className="flex flex-wrap gap-2">
            <li>
              <a href={`${ctx.basePath}/products`} aria-current={category ? undefined : 'page'} className={chip(!category)}>
                {labels.allProducts}
              </a>
            </li>
            {withProducts.map((c) => (
              <li key={c.id}>
                <a href={categoryHref(ctx, c)} aria-current={category?.id === c.id ? 'page' : undefined} className={chip(category?.id === c.id)}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {products.length === 0 ? (
        <p className="mt-10 text-(--vt-color-muted)">{labelsFor(ctx.locale).noProducts}</p>
      ) : (
        <ul role="list" className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} ctx={ctx} showPrice={pricesVisible(ctx)} showAddToCart sizes={gridSizes(4, 24)} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
