import { ResponsiveImage, gridSizes } from '../kit/responsive-image';
import { Section, SectionHeader } from '../kit/section';
import { gridColumns, mediaRadius } from '../kit/styles';
import type { BlockProps } from '../types';
import type { gallerySchema } from './schema';

const aspects = { square: 'aspect-square', landscape: 'aspect-[4/3]', portrait: 'aspect-[3/4]' } as const;
const sizes = { square: [800, 800], landscape: [800, 600], portrait: [600, 800] } as const;

export function GalleryBlock({ config, ctx, id, priority }: BlockProps<typeof gallerySchema>) {
  const [width, height] = sizes[config.aspect];
  return (
    <Section labelledBy={config.title ? `${id}-title` : undefined} label={config.title ? undefined : 'Gallery'}>
      <SectionHeader id={`${id}-title`} title={config.title} subtitle={config.subtitle} align={config.align} />
      <ul role="list" className={`grid gap-4 ${gridColumns(config.columns)}`}>
        {config.images.map((image, i) => (
          <li key={`${i}-${image.url}`}>
            <figure>
              <ResponsiveImage
                src={image.url}
                alt={image.alt}
                media={ctx.media}
                sizes={gridSizes(config.columns, 16)}
                width={width}
                height={height}
                priority={priority && i === 0}
                className={`${aspects[config.aspect]} w-full ${mediaRadius} bg-(--vt-color-surface) object-cover`}
              />
              {image.caption ? <figcaption className="mt-2 text-sm text-(--vt-color-muted)">{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
