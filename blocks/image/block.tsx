import { ResponsiveImage, sectionSizes } from '../kit/responsive-image';
import { focusRing, mediaRadius } from '../kit/styles';
import type { BlockProps } from '../types';
import type { imageSchema } from './schema';

const widths = { narrow: 'max-w-3xl px-5 sm:px-8', contained: 'max-w-6xl px-5 sm:px-8', full: 'max-w-none' } as const;
const sizes = { narrow: sectionSizes({ base: 1 }, 0, 768), contained: sectionSizes({ base: 1 }), full: '100vw' } as const;

export function ImageBlock({ config, ctx, priority }: BlockProps<typeof imageSchema>) {
  const full = config.size === 'full';
  const img = (
    <ResponsiveImage
      src={config.url}
      alt={config.alt}
      media={ctx.media}
      sizes={sizes[config.size]}
      width={config.width}
      height={config.height}
      priority={priority}
      className={`block h-auto w-full ${full ? '' : mediaRadius} ${config.width && config.height ? '' : 'max-h-[80vh] object-cover'}`}
    />
  );
  return (
    <div className="bg-(--vt-color-bg) py-[calc(var(--vt-space)*0.5)] text-(--vt-color-text)">
      <figure className={`mx-auto ${widths[config.size]}`}>
        {config.link ? (
          <a href={config.link} className={`block ${full ? '' : mediaRadius} ${focusRing}`}>
            {img}
          </a>
        ) : (
          img
        )}
        {config.caption ? (
          <figcaption className={`mt-3 text-sm text-(--vt-color-muted) ${full ? 'px-5 text-center sm:px-8' : ''}`}>{config.caption}</figcaption>
        ) : null}
      </figure>
    </div>
  );
}
