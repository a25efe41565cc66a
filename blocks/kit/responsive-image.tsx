// Every image of the storefront: a media library image (./media-url.ts) as responsive renditions on the site's
// own host — a WebP `srcset`, the master's own format as `src`, its true width and height (no layout shift) and
// its library alt text when the block gives none — and any other URL as a plain image. Lazy unless `priority`
// (the page's likely LCP image: eager, high fetch priority).
import type { MediaSummary } from '../types';
import { type MediaWidth, type RenditionFormat, mediaIdOf, mediaPath, renditionPath, renditionWidths } from './media-url';

/** The width `src` is served at (the `srcset`-less fallback): sharp enough for most layouts, not too heavy. */
const FALLBACK_WIDTH = 960;

const FALLBACK_FORMATS: Record<string, RenditionFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  // An AVIF master's fallback is a JPEG: the fallback is for browsers that would not read AVIF either.
  'image/avif': 'jpeg',
};

export type ResponsiveImageProps = {
  src: string;
  /** The block's alt text; when empty, a library image's own alt text is used. */
  alt?: string | null;
  /** The alt text when neither the block nor the library gives one (e.g. a product's name on its page). */
  fallbackAlt?: string;
  /** A decorative image (its meaning is in the text beside it): alt="" whatever the library says. */
  decorative?: boolean;
  /** How wide the image is drawn, per layout (the HTML `sizes` attribute). */
  sizes: string;
  /** The business's library (BlockRenderContext.media). */
  media?: Record<string, MediaSummary>;
  /** Width and height for an image that is not in the library (they reserve its box while it loads). */
  width?: number;
  height?: number;
  /** The page's likely largest image above the fold: loaded at once, before other images. */
  priority?: boolean;
  className?: string;
};

/** The `srcset` of a library image `intrinsicWidth` px wide: each rendition with the width it really has. */
export function mediaSrcSet(mediaId: string, intrinsicWidth: number, format: RenditionFormat = 'webp'): string {
  return renditionWidths(intrinsicWidth)
    .map((width) => `${renditionPath(mediaId, width, format)} ${Math.min(width, intrinsicWidth)}w`)
    .join(', ');
}

/** The rendition served as `src`: FALLBACK_WIDTH, or the one covering a smaller image. */
function fallbackWidth(intrinsicWidth: number): MediaWidth {
  const widths = renditionWidths(intrinsicWidth);
  return widths.find((width) => width >= FALLBACK_WIDTH) ?? widths[widths.length - 1] ?? FALLBACK_WIDTH;
}

export function ResponsiveImage({ src, alt, fallbackAlt = '', decorative = false, sizes, media, width, height, priority = false, className }: ResponsiveImageProps) {
  const mediaId = mediaIdOf(src);
  const summary = mediaId ? media?.[mediaId] : undefined;
  const loading = priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  const altText = decorative ? '' : alt || summary?.alt || fallbackAlt;
  if (mediaId && summary) {
    return (
      <img
        src={renditionPath(mediaId, fallbackWidth(summary.width), FALLBACK_FORMATS[summary.mimeType] ?? 'jpeg')}
        srcSet={mediaSrcSet(mediaId, summary.width)}
        sizes={sizes}
        width={summary.width}
        height={summary.height}
        alt={altText}
        {...loading}
        className={className}
      />
    );
  }
  // A library image not in the context (another business's, or no library loaded): its master, from this host.
  return <img src={mediaId ? mediaPath(mediaId) : src} width={width} height={height} alt={altText} {...loading} className={className} />;
}

// Widths of the storefront's layouts, for `sizes`: a section's content column is the viewport less its side
// padding (px-5, then px-8 from `sm`), at most max-w-6xl (1152 px) less that padding.
const BREAKPOINTS = { sm: 640, md: 768, lg: 1024 } as const;
const SECTION_MAX = 1152;

/**
 * `sizes` of one cell of a grid inside a section: `columns` per breakpoint (from Tailwind's own `sm`/`md`/`lg`),
 * `gap` px between cells, in a container at most `max` px wide (a narrower section: max-w-3xl = 768).
 */
export function sectionSizes(columns: { base: number } & Partial<Record<keyof typeof BREAKPOINTS, number>>, gap = 0, max = SECTION_MAX): string {
  const cell = (content: string, count: number) => (count === 1 ? `calc(${content})` : `calc((${content} - ${(count - 1) * gap}px) / ${count})`);
  const steps = (Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[]).filter((name) => columns[name] !== undefined);
  const widest = steps.length ? columns[steps[steps.length - 1]!]! : columns.base;
  const parts = [`(min-width: ${max}px) ${Math.floor((max - 64 - (widest - 1) * gap) / widest)}px`];
  for (const name of [...steps].reverse()) {
    if (BREAKPOINTS[name] < max) parts.push(`(min-width: ${BREAKPOINTS[name]}px) ${cell('100vw - 64px', columns[name]!)}`);
  }
  if (BREAKPOINTS.sm < max && !steps.includes('sm')) parts.push(`(min-width: ${BREAKPOINTS.sm}px) ${cell('100vw - 64px', columns.base)}`);
  parts.push(cell('100vw - 40px', columns.base));
  return parts.join(', ');
}

/** `sizes` of a card in a grid laid out by `gridColumns(columns)` (./styles.ts), `gap` px apart. */
export function gridSizes(columns: number, gap: number): string {
  if (columns <= 2) return sectionSizes({ base: 1, sm: 2 }, gap);
  if (columns === 3) return sectionSizes({ base: 1, sm: 2, lg: 3 }, gap);
  return sectionSizes({ base: 2, md: 3, lg: 4 }, gap);
}
