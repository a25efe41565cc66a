import { ButtonLink } from '../kit/button';
import { ResponsiveImage, sectionSizes } from '../kit/responsive-image';
import { headingFont, mediaRadius } from '../kit/styles';
import type { BlockProps } from '../types';
import type { shopHeroSchema } from './schema';

export function ShopHeroBlock({ config, ctx, priority }: BlockProps<typeof shopHeroSchema>) {
  const { title, subtitle, ctaText, ctaLink, secondaryCtaText, secondaryCtaLink, image, imageAlt } = config;
  const layout = image ? config.layout : config.layout === 'overlay' ? 'centered' : config.layout;

  if (layout === 'overlay' && image) {
    return (
      <section className="relative isolate overflow-hidden bg-(--vt-color-text) text-white [&_:focus-visible]:outline-white">
        <ResponsiveImage
          src={image}
          alt={imageAlt}
          media={ctx.media}
          sizes="100vw"
          priority={priority}
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-r from-black/75 via-black/50 to-black/20" />
        <div className="mx-auto flex min-h-[28rem] max-w-6xl flex-col justify-center px-5 py-(--vt-space) sm:min-h-[34rem] sm:px-8">
          <div className="max-w-2xl">
            <h1 className={`${headingFont} text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-6xl`}>{title}</h1>
            {subtitle ? <p className="mt-5 text-lg text-pretty text-white/85 sm:text-xl">{subtitle}</p> : null}
            <Actions {...{ ctaText, ctaLink, secondaryCtaText, secondaryCtaLink }} onImage />
          </div>
        </div>
      </section>
    );
  }

  if (layout === 'centered' || !image) {
    return (
      <section className="bg-(--vt-color-surface) text-(--vt-color-text)">
        <div className="mx-auto max-w-3xl px-5 py-[calc(var(--vt-space)*1.5)] text-center sm:px-8">
          <h1 className={`${headingFont} text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-6xl`}>{title}</h1>
          {subtitle ? <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-(--vt-color-muted) sm:text-xl">{subtitle}</p> : null}
          <Actions {...{ ctaText, ctaLink, secondaryCtaText, secondaryCtaLink }} centered />
        </div>
      </section>
    );
  }

  return (
    <section className="bg-(--vt-color-surface) text-(--vt-color-text)">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 py-(--vt-space) sm:px-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <h1 className={`${headingFont} text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl`}>{title}</h1>
          {subtitle ? <p className="mt-5 max-w-xl text-lg text-pretty text-(--vt-color-muted) sm:text-xl">{subtitle}</p> : null}
          <Actions {...{ ctaText, ctaLink, secondaryCtaText, secondaryCtaLink }} />
        </div>
        <ResponsiveImage
          src={image}
          alt={imageAlt}
          media={ctx.media}
          sizes={sectionSizes({ base: 1, lg: 2 }, 64)}
          width={1200}
          height={900}
          priority={priority}
          className={`aspect-[4/3] w-full ${mediaRadius} object-cover shadow-sm`}
        />
      </div>
    </section>
  );
}

function Actions({
  ctaText,
  ctaLink,
  secondaryCtaText,
  secondaryCtaLink,
  centered = false,
  onImage = false,
}: {
  ctaText: string;
  ctaLink: string;
  secondaryCtaText: string;
  secondaryCtaLink?: string;
  centered?: boolean;
  onImage?: boolean;
}) {
  return (
    <div className={`mt-8 flex flex-wrap gap-3 ${centered ? 'justify-center' : ''}`}>
      <ButtonLink href={ctaLink} size="lg">
        {ctaText}
      </ButtonLink>
      {secondaryCtaText && secondaryCtaLink ? (
        <ButtonLink href={secondaryCtaLink} size="lg" variant={onImage ? 'light-outline' : 'secondary'}>
          {secondaryCtaText}
        </ButtonLink>
      ) : null}
    </div>
  );
}
