// The site's draft on its own host, to whoever holds a preview link: /__vitrine/draft/<token>/<path…> shows
// the draft's pages and settings with the live shop and products, rendered by the storefront's own renderer
// with every site link kept inside the preview, under a banner. Published or not; never cached (not by the
// page cache, not by proxy.ts's fast path, not by browsers), never indexed, no referrer leaves it. A cart or
// checkout in a preview answers that it is not available there; an unknown, expired or revoked token is 404.
import { createElement } from 'react';
import type { Db } from '@/lib/db/client';
import { draftSiteRow, overlayOfSite } from '@/lib/domain/site/draft-shared';
import { draftPreviewBase, previewLinkSite } from '@/lib/domain/site/preview-links';
import { toSite } from '@/lib/domain/site/site';
import { type StorefrontData, loadStorefrontSnapshot } from '@/lib/domain/storefront/snapshot';
import { contextOf, renderView, siteNameOf } from './page-document';
import type { StorefrontResponse } from './response';
import { type DraftPreviewRoute, isSharedRoute, storefrontRoute } from './routing';
import { platformNotFound, renderRoute } from './serve';
import { escapeHtml } from './seo';
import { siteLabelsFor } from './views/site-labels';

const HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};


function send(request: Request, result: StorefrontResponse, status: number = result.status): Response {
  return new Response(request.method.toUpperCase() === 'HEAD' ? null : result.body, {
    status,
    headers: { 'Content-Type': result.contentType, ...HEADERS },
  });
}

/**
 * The live site's data with the draft's settings and pages on top, its links under `basePath` (also the
 * builder's canvas shell, ./preview.ts: the merchant edits the draft).
 */
export async function draftSiteData(db: Db, siteId: string, basePath: string): Promise<StorefrontData | null> {
  const snapshot = await loadStorefrontSnapshot(db, siteId);
  const overlay = await overlayOfSite(db, siteId);
  if (!snapshot || !overlay) return null;
  const { data } = snapshot;
  return {
    ...data,
    basePath,
    site: toSite(draftSiteRow(overlay)),
    pages: overlay.entries.map((entry) => ({ id: entry.id, ...entry.content, updatedAt: entry.draft?.updatedAt ?? entry.live!.updatedAt })),
  };
}

/** Root-relative links and form actions of the page, moved under the preview's base (once). */
export function keepLinksInPreview(html: string, basePath: string): string {
  return html.replace(/(<(?:a|form)\b[^>]*?\s(?:href|action)=")\/(?!\/|__vitrine\/)/g, `$1${basePath}/`);
}

/** The banner over every preview page, in the storefront's language (the expiry in Brussels time). */
function banner(locale: string, expiresAt: Date): string {
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(expiresAt);
  return (
    '<div data-vt-draft-banner="" role="status" style="position:sticky;top:0;z-index:2147483647;background:#111827;color:#fff;' +
    'font:500 14px/1.4 system-ui,sans-serif;padding:.6rem 1rem;text-align:center">' +
    `${escapeHtml(siteLabelsFor(locale).previewBanner(expires))}</div>`
  );
}

function withBanner(html: string, locale: string, expiresAt: Date): string {
  return html.replace(/<body\b[^>]*>/, (body) => `${body}${banner(locale, expiresAt)}`);
}

/** The page a cart or checkout request gets in a preview. */
async function notAvailable(data: StorefrontData): Promise<string> {
  const labels = siteLabelsFor(contextOf(data).locale);
  const main = createElement(
    'main',
    { id: 'main', style: { maxWidth: '40rem', margin: '0 auto', padding: '4rem 1rem', textAlign: 'center' } },
    createElement('h1', null, labels.previewNoCartTitle),
    createElement('p', null, labels.previewNoCartText),
    createElement('p', null, createElement('a', { href: '/' }, labels.backToPreview)),
  );
  return renderView(data, { status: 200, title: `Preview · ${siteNameOf(data)}`, description: null, path: null, main }, '');
}

/** Answers a request under /__vitrine/draft/<token>/ on the host `slug`. */
export async function serveDraftPreview(db: Db, slug: string, route: DraftPreviewRoute, request: Request): Promise<Response> {
  const access = await previewLinkSite(db, slug, route.token);
  const basePath = draftPreviewBase(route.token);
  const data = access && (await draftSiteData(db, access.site.id, basePath));
  if (!access || !data) return send(request, await platformNotFound());
  const inner = storefrontRoute(request.method, route.segments, new URL(request.url).searchParams);
  let html: string;
  let status: number;
  if (inner.kind === 'preview' || inner.kind === 'draft-preview') {
    return send(request, await platformNotFound());
  } else if (!isSharedRoute(inner) || request.method.toUpperCase() === 'POST') {
    html = await notAvailable(data);
    status = 403;
  } else {
    const rendered = await renderRoute(data, inner);
    if (!rendered.contentType.startsWith('text/html')) return send(request, rendered);
    html = rendered.body;
    status = rendered.status;
  }
  const body = withBanner(keepLinksInPreview(html, basePath), contextOf(data).locale, access.expiresAt);
  return send(request, { status: 200, contentType: 'text/html; charset=utf-8', body, etag: '' }, status);
}
