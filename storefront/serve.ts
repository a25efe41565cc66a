// The shared pages of a storefront (anything but the visitor's own cart, checkout and order pages): the site's
// stamp (id, published or not, fingerprint: one small query, shared by the requests that arrive while an
// earlier one is in flight), then the rendered response from the cache (./cache.ts) filed under it, or the
// route's view rendered from the site's snapshot. While the database is away: the page as last served, or 503.
import { createElement } from 'react';
import { renderBlocks } from '@/blocks/registry';
import { DEFAULT_TOKENS, readableOn } from '@/blocks/tokens';
import type { BlockRenderContext } from '@/blocks/types';
import type { Db } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/domain/shared/db-errors';
import { currentStamp, snapshotOf } from '@/lib/domain/storefront/site-data';
import { type StorefrontData, type StorefrontPage, type StorefrontSnapshot, loadStorefrontSnapshot, siteStamp } from '@/lib/domain/storefront/snapshot';
import { bypassesCache, cachedRender, lastServed, platformPage, rememberServed } from './cache';
import { renderDocument } from './document';
import { type PageView, codeInShell, contextOf, isSandbox, originOf, renderView, siteNameOf } from './page-document';
import { languagePrefix, languageVersions, pagePath, localizeData, localizeLinks, servedLanguage } from './languages';
import { renderToHtml } from './render-html';
import { type StorefrontResponse, storefrontResponse } from './response';
import { type SharedRoute, routeKey } from './routing';
import { letterFavicon, productJsonLd, robotsTxt, shortDescription, sitemapXml } from './seo';
import { NotFoundContent } from './views/not-found';
import { ProductDetail } from './views/product-detail';
import { ProductListing } from './views/product-listing';
import { STOREFRONT_LOCALE, siteLabelsFor } from './views/site-labels';

/** The platform's own page: 404 for hosts that name no published site, 503 while the database is away. */
function renderPlatformPage(status: 404 | 503): Promise<StorefrontResponse> {
  return platformPage(status, async () => {
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
    return storefrontResponse(status, 'text/html; charset=utf-8', html);
  });
}

export const platformNotFound = () => renderPlatformPage(404);

/** The storefront's answer while the database cannot be reached (503). */
export const storefrontUnavailable = () => renderPlatformPage(503);

/** Serves the shared page `route` of the site whose host label is `slug` (GET and HEAD; any other POST: its 404). */
export async function serveStorefront(db: Db, slug: string, route: SharedRoute, search: URLSearchParams): Promise<StorefrontResponse> {
  const servedKey = `${slug}|${routeKey(route)}`;
  try {
    const response = await serveFresh(db, slug, route, search);
    rememberServed(servedKey, response);
    return response;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return lastServed(servedKey) ?? storefrontUnavailable();
  }
}

async function serveFresh(db: Db, slug: string, route: SharedRoute, search: URLSearchParams): Promise<StorefrontResponse> {
  const uncached = bypassesCache(search);
  const stamp = uncached ? await siteStamp(db, slug) : await currentStamp(db, slug);
  if (!stamp || !stamp.isEnabled) return platformNotFound();
  if (uncached) return renderSnapshot(await loadStorefrontSnapshot(db, stamp.id), route);
  const snapshot = await snapshotOf(db, stamp);
  // Written between the stamp and the snapshot: serve the newer state, and file nothing under the older key.
  if (snapshot?.stamp.fingerprint !== stamp.fingerprint) return renderSnapshot(snapshot, route);
  return cachedRender(stamp, route, () => renderRoute(snapshot.data, route));
}

function renderSnapshot(snapshot: StorefrontSnapshot | null, route: SharedRoute): Promise<StorefrontResponse> {
  return snapshot?.stamp.isEnabled ? renderRoute(snapshot.data, route) : platformNotFound();
}

/** The shared page `route` rendered from `data` (also the draft preview's, on the draft's data). */
export async function renderRoute(data: StorefrontData, route: SharedRoute): Promise<StorefrontResponse> {
  const origin = originOf(data);
  const language = servedLanguage(data, route.language);
  if (language === null || (route.language && (route.kind === 'sitemap' || route.kind === 'robots'))) {
    // A prefix the site does not serve: its 404, in its default language.
    const view = viewOf(data, { kind: 'not-found' }, origin);
    return storefrontResponse(404, 'text/html; charset=utf-8', await renderView(data, view, origin));
  }
  if (route.kind === 'sitemap') return storefrontResponse(200, 'application/xml; charset=utf-8', sitemapXml(data, origin));
  if (route.kind === 'robots') return storefrontResponse(200, 'text/plain; charset=utf-8', robotsTxt(origin, isSandbox(data)));
  const shown = localizeData(data, language);
  const view = viewOf(shown, route, origin);
  if (view.status === 200) view.versions = languageVersions(data, route, language);
  return storefrontResponse(view.status, 'text/html; charset=utf-8', localizeLinks(await renderView(shown, view, origin), data, language));
}

function viewOf(data: StorefrontData, route: SharedRoute, origin: string): PageView {
  const ctx = contextOf(data);
  const prefix = languagePrefix(data, data.language);
  const titled = (title: string) => `${title} · ${siteNameOf(data)}`;
  const notFound = (): PageView => ({
    status: 404,
    title: titled(siteLabelsFor(ctx.locale).notFoundTitle),
    description: null,
    path: null,
    main: createElement(NotFoundContent, { locale: ctx.locale, homeHref: pagePath(prefix, '') }),
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
      path: category ? `${prefix}/products?category=${encodeURIComponent(category.slug)}` : `${prefix}/products`,
      main: createElement(ProductListing, { ctx, products, category: category ?? null }),
    };
  }
  if (route.kind === 'product' && data.shop) {
    const product = data.products.find((p) => p.id === route.id);
    if (!product) return notFound();
    const path = `${prefix}/products/${encodeURIComponent(product.id)}`;
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
      path: pagePath(prefix, page.slug),
      main: pageMain(page, ctx),
    };
  }
  return notFound();
}

function pageMain(page: StorefrontPage, ctx: BlockRenderContext): PageView['main'] {
  if (page.renderMode === 'CODE') return page.codeLayout === 'FULL_PAGE' ? { rawHtml: page.customHtml ?? '' } : codeInShell(page.customHtml ?? '');
  return createElement('div', { className: 'vt-blocks' }, ...renderBlocks(page.blocks, ctx));
}
