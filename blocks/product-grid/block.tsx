import { ProductCard } from '../kit/product-card';
import { gridSizes } from '../kit/responsive-image';
import { Section, SectionHeader } from '../kit/section';
import { visibleProducts } from '../kit/shop';
import { gridColumns } from '../kit/styles';
import { labelsFor } from '../labels';
import type { BlockProps, BlockRenderContext, ProductSummary } from '../types';
import type { ProductGridConfig, productGridSchema } from './schema';

export function selectProducts(config: ProductGridConfig, ctx: BlockRenderContext): ProductSummary[] {
  const products = visibleProducts(ctx);
  let selected: ProductSummary[];
  if (config.source === 'category') {
    selected = products.filter((product) => product.categoryId === config.categoryId);
  } else if (config.source === 'products') {
    const byId = new Map(products.map((product) => [product.id, product]));
    selected = (config.productIds ?? []).flatMap((id) => byId.get(id) ?? []);
  } else {
    selected = products;
  }
  return selected.slice(0, config.limit);
}

export function ProductGridBlock({ config, ctx, id, priority }: BlockProps<typeof productGridSchema>) {
  const products = selectProducts(config, ctx);
  const headingId = `${id}-title`;
  return (
    <Section labelledBy={config.title ? headingId : undefined} label={config.title ? undefined : 'Products'}>
      <SectionHeader id={headingId} title={config.title} subtitle={config.subtitle} align={config.align} />
      {products.length === 0 ? (
        <p className="text-(--vt-color-muted)">{labelsFor(ctx.locale).noProducts}</p>
      ) : (
        <ul role="list" className={`grid gap-x-6 gap-y-10 ${gridColumns(config.columns)}`}>
          {products.map((product, index) => (
            <li key={product.id} className="flex">
              <ProductCard
                product={product}
                ctx={ctx}
                showPrice={config.showPrices}
                showAddToCart={config.showAddToCart}
                sizes={gridSizes(config.columns, 24)}
                priority={priority && index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
