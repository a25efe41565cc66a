// A storefront page as a whole document: the render context blocks receive, the page's main inside the site's
// shell (header, navigation, footer), and the document around it (./document.ts) with the head tags the page
// calls for. Shared pages (./serve.ts), the visitor's own pages (./shop-flow.ts) and the builder's canvas
// (./preview.ts) are all written here.
import { createElement, type ReactElement } from 'react';
import { readableOn } from '@/blocks/tokens';
import type { BlockRenderContext } from '@/blocks/types';
import type { StorefrontData } from '@/lib/domain/storefront/snapshot';
import { siteUrl } from '@/lib/domain/site/site';
import { renderDocument } from './document';
import { renderToHtml } from './render-html';
import { absoluteUrl, descriptionFromHtml, letterFavicon } from './seo';
import { documentLocale, languagePrefix, pagePath } from './languages';
import { LANGUAGE_OFFER_SCRIPT } from './language-offer-script';
import type { LanguageVersion } from './views/language-links';
import { SiteShell } from './views/site-shell';

export type PageView = {
  status: 200 | 404;
  title: string;
  description: string | null;
  /** Path of the canonical URL; null for error pages. */
  path: string | null;
  ogType?: 'website' | 'product';
  image?: string | null;
  jsonLd?: Record<string, unknown> | null;
  /** Inside the site shell; or the raw HTML of a FULL_PAGE CODE page, which replaces the whole body. */
  main: ReactElement | { rawHtml: string };
  /** The page in each of the site's languages (language links, hreflang); absent or empty for one language. */
  versions?: LanguageVersion[];
};

/** The merchant's HTML of a SHELL CODE page, as the content of the shell's <main> (trusted markup, as-is). */
export function codeInShell(html: string): ReactElement {
  return createElement('div', { className: 'vt-code', dangerouslySetInnerHTML: { __html: html } });
}

/** What the site's blocks and views read of its data. */
export function contextOf(data: StorefrontData): BlockRenderContext {
  return {
    business: { name: data.business.name, email: data.business.email, phone: data.business.phone },
    locations: data.locations,
    products: data.products,
    categories: data.categories,
    shop: data.shop ? { status: data.shop.status, showPricesToGuests: data.shop.showPricesToGuests, currency: data.shop.currency } : null,
    basePath: data.basePath ?? '',
    locale: documentLocale(data),
    tokens: data.site.tokens,
    media: data.media,
  };
}

/** The site's address, without its trailing slash. */
export function originOf(data: StorefrontData): string {
  return siteUrl(data.site.slug).replace(/\/$/, '');
}

/** The sandbox twin (`<slug>--test`): never indexed. */
export function isSandbox(data: StorefrontData): boolean {
  return data.site.slug.endsWith('--test');
}

/** The name the site goes by in titles. */
export function siteNameOf(data: StorefrontData): string {
  return data.site.seoTitle || data.business.name;
}

/** The site's favicon, or a letter on the theme's primary colour. */
export function faviconOf(data: StorefrontData): string {
  const tokens = data.site.tokens;
  return data.site.faviconUrl || letterFavicon(data.business.name, tokens.colorPrimary, tokens.colorOnPrimary ?? readableOn(tokens.colorPrimary));
}

/**
 * `main` in the site's shell, as HTML; the navigation marks the page at `currentPath`. `cartCount` is for the
 * visitor's own pages; shared pages leave it out (./cart-count.ts fills it in per visitor).
 */
export function shellHtml(data: StorefrontData, main: ReactElement, currentPath: string | null, cartCount?: number, versions: LanguageVersion[] = []): string {
  const offerScript = versions.length > 1 ? `<script>${LANGUAGE_OFFER_SCRIPT}</script>` : '';
  return renderToHtml(
    createElement(SiteShell, {
      ctx: contextOf(data),
      business: data.business,
      logoUrl: data.site.logoUrl,
      nav: data.pages
        .filter((page) => page.showInNav)
        .map((page) => {
          const href = pagePath(languagePrefix(data, data.language), page.slug);
          return { title: page.title, href, current: href === currentPath };
        }),
      shopClosed: data.shop?.status === 'PAUSED',
      cartCount,
      languages: versions,
      children: main,
    }),
  ) + offerScript;
}

/** A shared page (or the builder's canvas) as a complete document; `alternates`: its versions in the site's other languages. */
export async function renderView(data: StorefrontData, view: PageView, origin: string): Promise<string> {
  const tokens = data.site.tokens;
  const versions = view.versions ?? [];
  const bodyHtml = 'rawHtml' in view.main ? view.main.rawHtml : shellHtml(data, view.main, view.path, undefined, versions);
  const fallback = versions.find((version) => version.language === data.site.defaultLanguage);
  const alternates = versions.length > 1 && fallback
    ? [...versions.map((version) => ({ hreflang: version.language, href: `${origin}${version.href}` })), { hreflang: 'x-default', href: `${origin}${fallback.href}` }]
    : [];
  const image = view.image ?? data.site.logoUrl;
  return renderDocument({
    lang: documentLocale(data),
    tokens,
    bodyHtml,
    jsonLd: view.jsonLd,
    site: { customCss: data.site.customCss, customHeadHtml: data.site.customHeadHtml, customJs: data.site.customJs },
    head: {
      title: view.title,
      description: view.description ?? ('rawHtml' in view.main ? null : descriptionFromHtml(bodyHtml)),
      canonical: view.path === null ? null : `${origin}${view.path}`,
      siteName: siteNameOf(data),
      locale: documentLocale(data),
      alternates,
      ogType: view.ogType ?? 'website',
      image: image ? absoluteUrl(image, origin) : null,
      noindex: view.status !== 200 || isSandbox(data),
      faviconUrl: faviconOf(data),
      themeColor: tokens.colorBg,
    },
  });
}
