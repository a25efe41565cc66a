import { ResponsiveImage, gridSizes } from '../kit/responsive-image';
import { Section, SectionHeader } from '../kit/section';
import { categoryHref, visibleProducts } from '../kit/shop';
import { focusRing, gridColumns, headingFont, mediaRadius } from '../kit/styles';
import { labelsFor } from '../labels';
import type { BlockProps, CategorySummary } from '../types';
import type { categoryListSchema } from './schema';

export function CategoryListBlock({ config, ctx, id, priority }: BlockProps<typeof categoryListSchema>) {
  const labels = labelsFor(ctx.locale);
  const products = visibleProducts(ctx);
  const byId = new Map(ctx.categories.map((category) => [category.id, category]));
  const chosen: CategorySummary[] = config.categoryIds.length
    ? config.categoryIds.flatMap((categoryId) => byId.get(categoryId) ?? [])
    : ctx.categories.filter((category) => products.some((product) => product.categoryId === category.id));
  if (chosen.length === 0) return null;
  return (
    <Section labelledBy={config.title ? `${id}-title` : undefined} label={config.title ? undefined : 'Categories'}>
      <SectionHeader id={`${id}-title`} title={config.title} subtitle={config.subtitle} align={config.align} />
      <ul role="list" className={`grid gap-5 ${gridColumns(config.columns)}`}>
        {chosen.map((category, index) => {
          const inCategory = products.filter((product) => product.categoryId === category.id);
          const image = inCategory.find((product) => product.images[0])?.images[0];
          return (
            <li key={category.id}>
              <a
                href={categoryHref(ctx, category)}
                className={`group relative isolate flex aspect-[4/3] items-end overflow-hidden ${mediaRadius} ${image ? 'bg-(--vt-color-surface) text-white' : 'bg-(--vt-color-primary) text-(--vt-color-on-primary)'} ${focusRing}`}
              >
                {image ? (
                  <ResponsiveImage
                    src={image}
                    decorative
                    media={ctx.media}
                    sizes={gridSizes(config.columns, 20)}
                    width={800}
                    height={600}
                    priority={priority && index === 0}
                    className="absolute inset-0 -z-10 h-full w-full object-cover transition duration-300 group-hover:scale-105"
                  />
                ) : null}
                {image ? (
                  <span aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-black/70 via-black/20 to-transparent" />
                ) : null}
                <span className="p-5">
                  <span className={`${headingFont} block text-xl font-semibold`}>{category.name}</span>
                  {config.showProductCount ? (
                    <span className="mt-0.5 block text-sm opacity-85">{labels.products(inCategory.length)}</span>
                  ) : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
