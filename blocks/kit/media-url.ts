// The URLs of the media library's images, shared by whoever writes them (lib/domain/media), serves them
// (storefront/media.ts) and renders them (./responsive-image.tsx). No React and no database here.
//
//   <site origin>/media/<mediaId>                  the stored master (metadata stripped, original size)
//   <site origin>/media/<mediaId>/w<width>.<fmt>   a rendition <width> px wide at most (never upscaled)
//
// A media URL is stored absolute (product images and block settings are http(s) URLs by contract); the
// storefront renders the path only, so the site's own host always serves it.

/**
 * The widths renditions are made at (srcset candidates); an image narrower than one is served at its own width.
 * 800 serves a phone's full-width image at about 2× (Lighthouse's phone needs 651 px for 372 CSS px: 960 weighed
 * a third more).
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The formats renditions are made in: WebP for every browser of today, the master's own type as the fallback. */
export const RENDITION_FORMATS = ['webp', 'jpeg', 'png', 'gif', 'avif'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

const MEDIA_ID = /^med_[0-9a-hjkmnp-tv-z]{26}$/;
const MEDIA_PATH = /^\/media\/(med_[0-9a-hjkmnp-tv-z]{26})\/?$/;

/** Whether `value` has the shape of a media id. */
export const isMediaId = (value: string): boolean => MEDIA_ID.test(value);

/** The path of a media's master on any storefront host of its business. */
export const mediaPath = (mediaId: string): string => `/media/${mediaId}`;

/** The absolute URL of a media's master on the site served at `siteOrigin` (e.g. http://bakery.localhost:3000). */
export const mediaUrl = (siteOrigin: string, mediaId: string): string => `${siteOrigin.replace(/\/$/, '')}${mediaPath(mediaId)}`;

/** The path of a rendition of a media. */
export const renditionPath = (mediaId: string, width: MediaWidth, format: RenditionFormat): string =>
  `${mediaPath(mediaId)}/w${width}.${format}`;

/** The media id a URL (absolute or a path) points at, when it is a media library URL; else null. */
export function mediaIdOf(url: string | null | undefined): string | null {
  if (!url) return null;
  let path = url;
  if (!url.startsWith('/')) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  return MEDIA_PATH.exec(path)?.[1] ?? null;
}

/** Parses a rendition's name ("w640.webp"); null for anything else. */
export function parseRendition(name: string): { width: MediaWidth; format: RenditionFormat } | null {
  const match = /^w(\d{2,4})\.([a-z]{3,4})$/.exec(name);
  if (!match) return null;
  const width = Number(match[1]) as MediaWidth;
  const format = match[2] as RenditionFormat;
  if (!MEDIA_WIDTHS.includes(width) || !RENDITION_FORMATS.includes(format)) return null;
  return { width, format };
}

/** The widths worth offering for an image `intrinsicWidth` px wide: those below it, and one at (or above) it. */
export function renditionWidths(intrinsicWidth: number): MediaWidth[] {
  const below = MEDIA_WIDTHS.filter((width) => width < intrinsicWidth);
  const cover = MEDIA_WIDTHS.find((width) => width >= intrinsicWidth);
  return cover ? [...below, cover] : below;
}
