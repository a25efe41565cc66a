// What a request on a storefront host is, decided once: the storefront route (./handle.ts) answers by it, and
// proxy.ts's fast path (./shared-page.ts) answers only the shared pages it names. No database, no React here.

import { isMediaId } from '@/blocks/kit/media-url';

/** The languages a path may start with (/nl/…): a site serves its other languages there. */
export const LANGUAGE_PREFIXES = ['fr', 'nl', 'en'] as const;
export type PathLanguage = (typeof LANGUAGE_PREFIXES)[number];

/** The language prefix of the path, if any (a site that does not serve it answers its 404). */
type Localized = { language?: PathLanguage };

/** A page every visitor sees alike: rendered once per state of the site, cached, answered by the fast path. */
export type SharedRoute = (
  | { kind: 'page'; slug: string }
  | { kind: 'products'; category: string | null }
  | { kind: 'product'; id: string }
  | { kind: 'sitemap' }
  | { kind: 'robots' }
  | { kind: 'not-found' }
) &
  Localized;

/** A visitor's own page (cart, checkout, order confirmation) or form (POST), never cached. */
export type ShopFlowRoute = (
  | { kind: 'cart' }
  | { kind: 'checkout' }
  | { kind: 'order'; id: string }
  | { kind: 'add' }
  | { kind: 'update' }
  | { kind: 'remove' }
  | { kind: 'place' }
) &
  Localized;

/** An image of the media library (./media.ts): the master (variant null) or a rendition such as "w640.webp". */
export type MediaRoute = { kind: 'media'; id: string; variant: string | null };

/** A page of the site's draft, behind a preview link: /__vitrine/draft/<token>/<path…> (./draft-preview.ts). */
export type DraftPreviewRoute = { kind: 'draft-preview'; token: string; segments: string[] };

/** What a method and path on a storefront host name. */
export type StorefrontRoute = SharedRoute | ShopFlowRoute | MediaRoute | { kind: 'preview' } | DraftPreviewRoute;

/** The builder's canvas (./preview.ts): /__vitrine/preview. */
const PREVIEW_PATH = ['__vitrine', 'preview'];

const NOT_FOUND: SharedRoute = { kind: 'not-found' };

/**
 * What `method` on `segments` (the path, decoded, split on "/") with query `search` is: the builder's canvas,
 * a cart or checkout page or form, a shared page — or the site's 404, also for any POST the storefront does
 * not take.
 */
export function storefrontRoute(method: string, segments: readonly string[], search: URLSearchParams): StorefrontRoute {
  const verb = method.toUpperCase();
  if (verb === 'GET' && isPreviewPath(segments)) return { kind: 'preview' };
  if ((verb === 'GET' || verb === 'HEAD') && segments[0] === 'media' && isMediaId(segments[1] ?? '') && segments.length <= 3) {
    return { kind: 'media', id: segments[1]!, variant: segments[2] ?? null };
  }
  if (segments.length >= 3 && segments[0] === PREVIEW_PATH[0] && segments[1] === 'draft') {
    return { kind: 'draft-preview', token: segments[2]!, segments: segments.slice(3) };
  }
  const language = (LANGUAGE_PREFIXES as readonly string[]).includes(segments[0] ?? '') ? (segments[0] as PathLanguage) : undefined;
  const rest = language ? segments.slice(1) : segments;
  const route = shopFlowRoute(verb, rest) ?? (verb === 'POST' ? NOT_FOUND : sharedRoute(rest, search));
  return language ? { ...route, language } : route;
}

/** Whether a route is one of the shared pages. */
export function isSharedRoute(route: StorefrontRoute): route is SharedRoute {
  return ['page', 'products', 'product', 'sitemap', 'robots', 'not-found'].includes(route.kind);
}

/** The cache key part of a shared route: only what changes the output (stray query parameters never do). */
export function routeKey(route: SharedRoute): string {
  const prefix = route.language ? `${route.language}/` : '';
  switch (route.kind) {
    case 'page':
      return `${prefix}page:${route.slug}`;
    case 'products':
      return `${prefix}products:${route.category ?? ''}`;
    case 'product':
      return `${prefix}product:${route.id}`;
    default:
      return `${prefix}${route.kind}`;
  }
}

/** The path's segments as the storefront route receives them, or null for a path left to Next. */
export function segmentsOf(pathname: string): string[] | null {
  if (pathname === '/') return [];
  const raw = pathname.split('/').slice(1);
  if (raw.some((segment) => segment === '')) return null; // trailing or doubled slash: Next's own handling
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function isPreviewPath(segments: readonly string[]): boolean {
  return segments.length === 2 && segments[0] === PREVIEW_PATH[0] && segments[1] === PREVIEW_PATH[1];
}

function shopFlowRoute(method: string, segments: readonly string[]): ShopFlowRoute | null {
  const path = segments.join('/');
  if (method === 'GET' || method === 'HEAD') {
    if (path === 'cart') return { kind: 'cart' };
    if (path === 'checkout') return { kind: 'checkout' };
    if (segments.length === 2 && segments[0] === 'order' && /^order_[0-9a-z]{26}$/.test(segments[1]!)) return { kind: 'order', id: segments[1]! };
    return null;
  }
  if (method === 'POST') {
    if (path === 'cart') return { kind: 'add' };
    if (path === 'cart/update') return { kind: 'update' };
    if (path === 'cart/remove') return { kind: 'remove' };
    if (path === 'checkout') return { kind: 'place' };
  }
  return null;
}

function sharedRoute(segments: readonly string[], search: URLSearchParams): SharedRoute {
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'page', slug: '' };
  if (rest.length > 0) return NOT_FOUND;
  if (second === undefined) {
    if (first === 'sitemap.xml') return { kind: 'sitemap' };
    if (first === 'robots.txt') return { kind: 'robots' };
    if (first === 'products') return { kind: 'products', category: search.get('category') || null };
    return /^[a-z0-9-]{1,64}$/.test(first) ? { kind: 'page', slug: first === 'home' ? '' : first } : NOT_FOUND;
  }
  if (first === 'products' && second) return { kind: 'product', id: second };
  return NOT_FOUND;
}
