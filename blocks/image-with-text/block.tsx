import { ButtonLink } from '../kit/button';
import { ResponsiveImage, sectionSizes } from '../kit/responsive-image';
import { Paragraphs, Section } from '../kit/section';
import { headingFont, mediaRadius } from '../kit/styles';
import type { BlockProps } from '../types';
import type { imageWithTextSchema } from './schema';

export function ImageWithTextBlock({ config, ctx, id, priority }: BlockProps<typeof imageWithTextSchema>) {
  return (
    <Section tone={config.tone} labelledBy={`${id}-title`}>
      <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <ResponsiveImage
          src={config.image}
          alt={config.imageAlt}
          media={ctx.media}
          sizes={sectionSizes({ base: 1, md: 2 }, 40)}
          width={1200}
          height={900}
          priority={priority}
          className={`aspect-[4/3] w-full ${mediaRadius} object-cover ${config.imagePosition === 'right' ? 'md:order-2' : ''}`}
        />
        <div>
          {config.eyebrow ? (
            <p className="mb-2 text-sm font-semibold tracking-wide text-(--vt-color-primary) uppercase">{config.eyebrow}</p>
          ) : null}
          <h2 id={`${id}-title`} className={`${headingFont} text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl`}>
            {config.title}
          </h2>
          {config.text ? <Paragraphs text={config.text} className="mt-5 text-lg text-(--vt-color-muted)" /> : null}
          {config.ctaText && config.ctaLink ? (
            <div className="mt-8">
              <ButtonLink href={config.ctaLink}>{config.ctaText}</ButtonLink>
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
