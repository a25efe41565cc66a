// Serving a storefront request: the site's stamp (id, published or not, fingerprint: one small query, shared
// by the requests that arrive while an earlier one is in flight), then the rendered response from an
// in-process cache keyed by that fingerprint. Any write to the site, its pages, the shop, a product (stock
// included), categories, locations or the business profile changes the fingerprint, so the next request —
// on any node — misses and renders afresh; nothing ever needs to be purged by hand.
import { createHash } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import { renderBlocks } from '@/blocks/registry';
import { DEFAULT_TOKENS, readableOn } from '@/blocks/tokens';
import type { BlockRenderContext } from '@/blocks/types';
import { NotFoundContent } from '@/components/storefront/not-found';
import { ProductDetail } from '@/components/storefront/product-detail';
import { ProductListing } from '@/components/storefront/product-listing';
import { type NavLink, SiteShell } from '@/components/storefront/site-shell';
import { siteLabelsFor } from '@/components/storefront/site-labels';
import type { Db } from '@/lib/db/client';
import { siteUrl } from '@/lib/domain/site/site';
import { type SiteStamp, type StorefrontData, type StorefrontPage, type StorefrontSnapshot, loadStorefrontSnapshot, siteStamp } from './data';
import { renderDocument } from './document';
import { isDatabaseUnavailable } from '@/lib/domain/shared/db-errors';
import { SharedFlights } from '@/lib/domain/shared/flights';
import { PromiseLru } from './lru';
import { renderToHtml } from './render-html';
import { absoluteUrl, descriptionFromHtml, letterFavicon, productJsonLd, robotsTxt, shortDescription, sitemapXml } from './seo';

/** Storefront language until sites carry their own (the built-in themes are written in French). */
export const STOREFRONT_LOCALE = 'fr-BE';

export type StorefrontResponse = {
  status: 200 | 404 | 503;
  contentType: string;
  body: string;
  /** Strong validator: a digest of the body (identical renders on every node give the same ETag). */
  etag: string;
};

/** What a path on a storefront host names. */
export type StorefrontRoute =
  | { kind: 'page'; slug: string }
  | { kind: 'products'; category: string | null }
  | { kind: 'product'; id: string }
  | { kind: 'sitemap' }
  | { kind: 'robots' }
  | { kind: 'not-found' };

export function parseRoute(segments: readonly string[], search: URLSearchParams): StorefrontRoute {
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'page', slug: '' };
  if (rest.length > 0) return { kind: 'not-found' };
  if (second === undefined) {
    if (first === 'sitemap.xml') return { kind: 'sitemap' };
    if (first === 'robots.txt') return { kind: 'robots' };
    if (first === 'products') return { kind: 'products', category: search.get('category') || null };
    return /^[a-z0-9-]{1,64}$/.test(first) ? { kind: 'page', slug: first === 'home' ? '' : first } : { kind: 'not-found' };
  }
  if (first === 'products' && second) return { kind: 'product', id: second };
  return { kind: 'not-found' };
}

/** The cache key part of a route: only what changes the output (stray query parameters never do). */
function routeKey(route: StorefrontRoute): string {
  switch (route.kind) {
    case 'page':
      return `page:${route.slug}`;
    case 'products':
      return `products:${route.category ?? ''}`;
    case 'product':
      return `product:${route.id}`;
    default:
      return route.kind;
  }
}

const dataCache = new PromiseLru<StorefrontSnapshot | null>(200, Infinity);
const responseCache = new PromiseLru<StorefrontResponse>(2000, 64 * 1024 * 1024, (r) => r.body.length * 2 + 200);

/** Stamp queries in flight, by database handle and host label (see siteFor). */
const flights = new WeakMap<Db, SharedFlights<SiteStamp | null>>();

/**
 * The benchmark's "uncached" row: with `STOREFRONT_BENCH_UNCACHED=1` in the server's environment (never in
 * production: it would let anyone force full renders), a request carrying `?uncached` skips every cache of
 * this file — stamp query, data load and render, as after a change. Read per request (tests flip it).
 */
function bypassesCache(search: URLSearchParams): boolean {
  return process.env.STOREFRONT_BENCH_UNCACHED === '1' && search.has('uncached');
}

/** Drops every cached render (tests). */
export function clearStorefrontCache(): void {
  dataCache.clear();
  responseCache.clear();
}

/**
 * The site's stamp as of this request, from a stamp query that started after this request arrived — the one
 * queued behind the query in flight, if any, which every request arriving meanwhile shares (so a write
 * committed before the request is always seen, and under load one query serves many requests).
 */
async function siteFor(db: Db, slug: string, uncached: boolean): Promise<SiteStamp | null> {
  if (uncached) return siteStamp(db, slug);
  let shared = flights.get(db);
  if (!shared) flights.set(db, (shared = new SharedFlights()));
  return shared.run(slug, () => siteStamp(db, slug));
}

function respond(status: StorefrontResponse['status'], contentType: string, body: string): StorefrontResponse {
  return { status, contentType, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

const platformPages = new Map<404 | 503, Promise<StorefrontResponse>>();
let readyNotFound: StorefrontResponse | undefined;

/** The platform's own page: 404 for hosts that name no published site, 503 while the database is away. */
function platformPage(status: 404 | 503): Promise<StorefrontResponse> {
  let page = platformPages.get(status);
  if (page) return page;
  page = (async () => {
    const labels = siteLabelsFor(STOREFRONT_LOCALE);
    const unavailable = status === 503;
    const title = unavailable ? labels.unavailableTitle : labels.notFoundTitle;
    const body = renderToHtml(
      createElement('main', { id: 'main', className: 'flex min-h-dvh items-center' }, createElement(NotFoundContent, { locale: STOREFRONT_LOCALE, homeHref: null, unavailable })),
    );
    const html = await renderDocument({
      lang: STOREFRONT_LOCALE,
      tokens: DEFAULT_TOKENS,
      bodyHtml: body,
      head: {
        title,
        description: null,
        canonical: null,
        siteName: title,
        locale: STOREFRONT_LOCALE,
        ogType: 'website',
        image: null,
        noindex: true,
        faviconUrl: letterFavicon('?', DEFAULT_TOKENS.colorPrimary, readableOn(DEFAULT_TOKENS.colorPrimary)),
        themeColor: DEFAULT_TOKENS.colorBg,
      },
    });
    const response = respond(status, 'text/html; charset=utf-8', html);
    if (status === 404) readyNotFound = response;
    return response;
  })();
  platformPages.set(status, page);
  page.catch(() => platformPages.delete(status));
  return page;
}

const platformNotFound = () => platformPage(404);

/** The storefront's answer while the database cannot be reached (503; proxy and route alike). */
export const storefrontUnavailable = () => platformPage(503);

/**
 * The last response served for each page (site host label and route), kept only to be served again while
 * the database cannot be reached: a shopper still sees the page as it last was, instead of an error.
 */
const lastServed = new Map<string, StorefrontResponse>();
const MAX_LAST_SERVED = 500;

function rememberServed(key: string, response: StorefrontResponse) {
  if (lastServed.get(key) === response) return;
  lastServed.delete(key);
  if (lastServed.size >= MAX_LAST_SERVED) lastServed.delete(lastServed.keys().next().value!);
  lastServed.set(key, response);
}

/**
 * Serves GET (and HEAD) for `segments` of the site whose host label is `slug`. `notFound` renders the
 * site's 404 whatever the path (for methods the storefront does not answer yet, e.g. POST /cart).
 */
export async function serveStorefront(
  db: Db,
  slug: string,
  segments: readonly string[],
  search: URLSearchParams,
  options: { notFound?: boolean } = {},
): Promise<StorefrontResponse> {
  const route: StorefrontRoute = options.notFound ? { kind: 'not-found' } : parseRoute(segments, search);
  const servedKey = `${slug}|${routeKey(route)}`;
  try {
    const response = await serveFresh(db, slug, route, search);
    rememberServed(servedKey, response);
    return response;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return lastServed.get(servedKey) ?? storefrontUnavailable();
  }
}

async function serveFresh(db: Db, slug: string, route: StorefrontRoute, search: URLSearchParams): Promise<StorefrontResponse> {
  const uncached = bypassesCache(search);
  const found = await siteFor(db, slug, uncached);
  if (!found || !found.isEnabled) return platformNotFound();
  if (uncached) return renderSnapshot(await loadStorefrontSnapshot(db, found.id), route);
  const dataKey = `${found.id}|${found.fingerprint}`;
  const snapshot = await dataCache.get(dataKey, () => loadStorefrontSnapshot(db, found.id));
  if (snapshot?.stamp.fingerprint !== found.fingerprint) {
    // Written between the stamp and the snapshot: serve the newer state, and file nothing under the older key.
    dataCache.delete(dataKey);
    return renderSnapshot(snapshot, route);
  }
  return responseCache.get(`${dataKey}|${routeKey(route)}`, () => renderRoute(snapshot.data, route));
}

/**
 * What `serveStorefront` would answer for a GET of `segments`, if it is already rendered for the site's
 * current stamp (the same stamp rules, so a change is still seen on the next request); null when it would
 * have to load or render anything. proxy.ts answers such hits itself (lib/storefront/proxy-answer.ts).
 */
export async function cachedStorefront(db: Db, slug: string, segments: readonly string[], search: URLSearchParams): Promise<StorefrontResponse | null> {
  if (bypassesCache(search)) return null;
  const found = await siteFor(db, slug, false);
  if (!found || !found.isEnabled) return readyNotFound ?? null;
  const dataKey = `${found.id}|${found.fingerprint}`;
  const snapshot = dataCache.peek(dataKey)?.value;
  if (snapshot?.stamp.fingerprint !== found.fingerprint) return null;
  return responseCache.peek(`${dataKey}|${routeKey(parseRoute(segments, search))}`)?.value ?? null;
}

/**
 * The site's current data, published or not, from the same cache and under the same stamp rules as the
 * storefront's pages (the builder's canvas renders with it on every edit).
 */
export async function currentStorefrontData(db: Db, slug: string): Promise<StorefrontData | null> {
  const found = await siteFor(db, slug, false);
  if (!found) return null;
  const dataKey = `${found.id}|${found.fingerprint}`;
  const snapshot = await dataCache.get(dataKey, () => loadStorefrontSnapshot(db, found.id));
  if (snapshot?.stamp.fingerprint !== found.fingerprint) dataCache.delete(dataKey);
  return snapshot?.data ?? null;
}

function renderSnapshot(snapshot: StorefrontSnapshot | null, route: StorefrontRoute): Promise<StorefrontResponse> {
  return snapshot?.stamp.isEnabled ? renderRoute(snapshot.data, route) : platformNotFound();
}

function originOf(data: StorefrontData): string {
  return siteUrl(data.site.slug).replace(/\/$/, '');
}

export function contextOf(data: StorefrontData): BlockRenderContext {
  return {
    business: { name: data.business.name, email: data.business.email, phone: data.business.phone },
    locations: data.locations,
    products: data.products,
    categories: data.categories,
    shop: data.shop ? { status: data.shop.status, showPricesToGuests: data.shop.showPricesToGuests, currency: data.shop.currency } : null,
    basePath: '',
    locale: STOREFRONT_LOCALE,
    tokens: data.site.tokens,
  };
}

function navOf(data: StorefrontData, currentPath: string | null): NavLink[] {
  return data.pages
    .filter((page) => page.showInNav)
    .map((page) => {
      const href = `/${page.slug}`;
      return { title: page.title, href, current: href === currentPath };
    });
}

export type PageView = {
  status: 200 | 404;
  title: string;
  description: string | null;
  /** Path of the canonical URL; null for error pages. */
  path: string | null;
  ogType?: 'website' | 'product';
  image?: string | null;
  jsonLd?: Record<string, unknown> | null;
  /** Inside the site shell; or the raw HTML of a CODE page, which replaces the whole body. */
  main: ReactElement | { rawHtml: string };
};

async function renderRoute(data: StorefrontData, route: StorefrontRoute): Promise<StorefrontResponse> {
  const origin = originOf(data);
  if (route.kind === 'sitemap') return respond(200, 'application/xml; charset=utf-8', sitemapXml(data, origin));
  if (route.kind === 'robots') return respond(200, 'text/plain; charset=utf-8', robotsTxt(origin, isSandbox(data)));
  const view = viewOf(data, route, origin);
  return respond(view.status, 'text/html; charset=utf-8', await renderView(data, view, origin));
}

function isSandbox(data: StorefrontData): boolean {
  return data.site.slug.endsWith('--test');
}

function viewOf(data: StorefrontData, route: StorefrontRoute, origin: string): PageView {
  const ctx = contextOf(data);
  const siteName = data.site.seoTitle || data.business.name;
  const titled = (title: string) => `${title} · ${siteName}`;
  const notFound = (): PageView => ({
    status: 404,
    title: titled(siteLabelsFor(ctx.locale).notFoundTitle),
    description: null,
    path: null,
    main: createElement(NotFoundContent, { locale: ctx.locale, homeHref: '/' }),
  });

  if (route.kind === 'products' && data.shop) {
    const category = route.category ? data.categories.find((c) => c.slug === route.category) : null;
    if (route.category && !category) return notFound();
    const products = category ? data.products.filter((p) => p.categoryId === category.id) : data.products;
    const labels = siteLabelsFor(ctx.locale);
    return {
      status: 200,
      title: titled(category ? category.name : labels.allProducts),
      description: data.site.seoDescription,
      path: category ? `/products?category=${encodeURIComponent(category.slug)}` : '/products',
      main: createElement(ProductListing, { ctx, products, category: category ?? null }),
    };
  }
  if (route.kind === 'product' && data.shop) {
    const product = data.products.find((p) => p.id === route.id);
    if (!product) return notFound();
    const path = `/products/${encodeURIComponent(product.id)}`;
    return {
      status: 200,
      title: titled(product.name),
      description: shortDescription(product.description) ?? data.site.seoDescription,
      path,
      ogType: 'product',
      image: product.images[0] ?? null,
      jsonLd: productJsonLd(product, data, `${origin}${path}`, origin),
      main: createElement(ProductDetail, {
        product,
        category: data.categories.find((c) => c.id === product.categoryId) ?? null,
        ctx,
        b2b: data.shop.mode === 'B2B',
      }),
    };
  }
  if (route.kind === 'page') {
    const page = data.pages.find((p) => p.slug === route.slug);
    if (!page) return notFound();
    return {
      status: 200,
      title: titled(page.title),
      description: data.site.seoDescription,
      path: `/${page.slug}`,
      main: pageMain(page, ctx),
    };
  }
  return notFound();
}

function pageMain(page: StorefrontPage, ctx: BlockRenderContext): PageView['main'] {
  if (page.renderMode === 'CODE') return { rawHtml: page.customHtml ?? '' };
  return createElement('div', { className: 'vt-blocks' }, ...renderBlocks(page.blocks, ctx));
}

export async function renderView(data: StorefrontData, view: PageView, origin: string): Promise<string> {
  const ctx = contextOf(data);
  const tokens = data.site.tokens;
  const bodyHtml =
    'rawHtml' in view.main
      ? view.main.rawHtml
      : renderToHtml(
          createElement(SiteShell, {
            ctx,
            business: data.business,
            logoUrl: data.site.logoUrl,
            nav: navOf(data, view.path),
            shopClosed: data.shop?.status === 'PAUSED',
            children: view.main,
          }),
        );
  const image = view.image ?? data.site.logoUrl;
  return renderDocument({
    lang: ctx.locale,
    tokens,
    bodyHtml,
    jsonLd: view.jsonLd,
    site: { customCss: data.site.customCss, customHeadHtml: data.site.customHeadHtml, customJs: data.site.customJs },
    head: {
      title: view.title,
      description: view.description ?? ('rawHtml' in view.main ? null : descriptionFromHtml(bodyHtml)),
      canonical: view.path === null ? null : `${origin}${view.path}`,
      siteName: data.site.seoTitle || data.business.name,
      locale: ctx.locale,
      ogType: view.ogType ?? 'website',
      image: image ? absoluteUrl(image, origin) : null,
      noindex: view.status !== 200 || isSandbox(data),
      faviconUrl: data.site.faviconUrl || letterFavicon(data.business.name, tokens.colorPrimary, tokens.colorOnPrimary ?? readableOn(tokens.colorPrimary)),
      themeColor: tokens.colorBg,
    },
  });
}
