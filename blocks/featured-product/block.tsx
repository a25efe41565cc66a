import { ButtonLink } from '../kit/button';
import { AddToCartForm, Price } from '../kit/product-card';
import { ResponsiveImage, sectionSizes } from '../kit/responsive-image';
import { Paragraphs, Section } from '../kit/section';
import { cartEnabled, productHref, visibleProducts } from '../kit/shop';
import { headingFont, mediaRadius } from '../kit/styles';
import { labelsFor } from '../labels';
import type { BlockProps } from '../types';
import type { featuredProductSchema } from './schema';

/** Renders nothing when the product is missing or not for sale: the rest of the page still shows. */
export function FeaturedProductBlock({ config, ctx, id, priority }: BlockProps<typeof featuredProductSchema>) {
  const product = visibleProducts(ctx).find((candidate) => candidate.id === config.productId);
  if (!product) return null;
  const labels = labelsFor(ctx.locale);
  const image = product.images[0];
  const description = config.description || product.description || '';
  const buy = config.showAddToCart && cartEnabled(ctx);
  return (
    <Section tone="surface" labelledBy={`${id}-title`}>
      <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <div className={config.imagePosition === 'right' ? 'md:order-2' : undefined}>
          {image ? (
            <ResponsiveImage
              src={image}
              alt={product.name}
              media={ctx.media}
              sizes={sectionSizes({ base: 1, md: 2 }, 40)}
              width={900}
              height={900}
              priority={priority}
              className={`aspect-square w-full ${mediaRadius} object-cover`}
            />
          ) : (
            <div aria-hidden="true" className={`aspect-square w-full ${mediaRadius} bg-(--vt-color-border)`} />
          )}
        </div>
        <div>
          {config.eyebrow ? (
            <p className="mb-3 inline-block rounded-full bg-(--vt-color-accent) px-3 py-1 text-xs font-semibold tracking-wide text-(--vt-color-on-accent) uppercase">
              {config.eyebrow}
            </p>
          ) : null}
          <h2 id={`${id}-title`} className={`${headingFont} text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl`}>
            {product.name}
          </h2>
          {config.showPrice ? <Price product={product} ctx={ctx} className="mt-3 text-2xl" /> : null}
          {description ? <Paragraphs text={description} className="mt-5 text-lg text-(--vt-color-muted)" /> : null}
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {buy ? <AddToCartForm product={product} ctx={ctx} size="lg" /> : null}
            <ButtonLink href={productHref(ctx, product)} size="lg" variant={buy ? 'secondary' : 'primary'}>
              {config.ctaText || labels.viewProduct}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
