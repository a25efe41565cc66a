// What search engines and link previews read: head tags, JSON-LD, sitemap.xml and robots.txt.
import { slugIn } from '@/lib/domain/site/languages';
import { languagePrefix, pagePath } from './languages';
import type { StorefrontData, StorefrontProduct } from '@/lib/domain/storefront/snapshot';
import { stockStatus } from './views/site-labels';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON for a <script> element: `<` escaped so no `</script>` or comment can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** An absolute URL for a link or image given relative to the site (or already absolute). */
export function absoluteUrl(href: string, origin: string): string {
  try {
    return new URL(href, `${origin}/`).toString();
  } catch {
    return href;
  }
}

/** A description of at most ~160 characters, cut on a word. */
export function shortDescription(text: string | null | undefined, max = 160): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).replace(/[\s.,;:!?-]+$/, '')}…`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A description for a page whose site sets none: the first paragraph of its <main> long enough to say
 * something (search engines would otherwise pick text themselves, and Lighthouse counts the tag as missing).
 */
export function descriptionFromHtml(html: string, minLength = 50): string | null {
  const start = html.indexOf('<main');
  if (start === -1) return null;
  const end = html.indexOf('</main>', start);
  const main = html.slice(start, end === -1 ? undefined : end);
  for (const match of main.matchAll(/<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/g)) {
    const text = match[1]!
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
        return ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, ' ')
      .trim();
    if (text.length >= minLength) return shortDescription(text);
  }
  return null;
}

export type HeadInput = {
  title: string;
  description: string | null;
  /** Absolute canonical URL; null on error pages. */
  canonical: string | null;
  siteName: string;
  locale: string;
  ogType: 'website' | 'product';
  image: string | null;
  noindex: boolean;
  faviconUrl: string;
  themeColor: string;
  /** The page in each of the site's languages (hreflang), x-default last; empty for a one-language site. */
  alternates?: { hreflang: string; href: string }[];
};

/** The SEO and social part of <head>. */
export function headTags(input: HeadInput): string {
  const tags = [
    `<title>${escapeHtml(input.title)}</title>`,
    input.description ? `<meta name="description" content="${escapeHtml(input.description)}">` : '',
    input.canonical ? `<link rel="canonical" href="${escapeHtml(input.canonical)}">` : '',
    ...(input.noindex ? [] : (input.alternates ?? []).map((alt) => `<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}">`)),
    input.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:type" content="${input.ogType}">`,
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    input.description ? `<meta property="og:description" content="${escapeHtml(input.description)}">` : '',
    input.canonical ? `<meta property="og:url" content="${escapeHtml(input.canonical)}">` : '',
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}">`,
    `<meta property="og:locale" content="${escapeHtml(input.locale.replace('-', '_'))}">`,
    input.image ? `<meta property="og:image" content="${escapeHtml(input.image)}">` : '',
    `<meta name="twitter:card" content="${input.image ? 'summary_large_image' : 'summary'}">`,
    `<link rel="icon" href="${escapeHtml(input.faviconUrl)}">`,
    `<meta name="theme-color" content="${escapeHtml(input.themeColor)}">`,
  ];
  return tags.filter(Boolean).join('\n');
}

/** A favicon for sites without one: the first letter of the name on the primary colour (no request). */
export function letterFavicon(name: string, background: string, foreground: string): string {
  const letter = escapeHtml((name.trim()[0] ?? 'V').toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${background}"/><text x="16" y="22.5" font-family="system-ui,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${foreground}">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  untracked: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  'sold-out': 'https://schema.org/OutOfStock',
} as const;

/** schema.org Product of a product page; the offer only when prices are shown. */
export function productJsonLd(product: StorefrontProduct, data: StorefrontData, url: string, origin: string): Record<string, unknown> {
  const category = data.categories.find((c) => c.id === product.categoryId);
  const showPrice = data.shop?.showPricesToGuests ?? false;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length ? { image: product.images.map((src) => absoluteUrl(src, origin)) } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(category ? { category: category.name } : {}),
    url,
    brand: { '@type': 'Brand', name: data.business.name },
    ...(showPrice
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: product.priceInclVat.toFixed(2),
            priceCurrency: product.currency,
            availability: AVAILABILITY[stockStatus(product).kind],
            seller: { '@type': 'Organization', name: data.business.name },
          },
        }
      : {}),
  };
}

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The site's sitemap: its pages, and with a shop the product list, categories and product pages. */
export function sitemapXml(data: StorefrontData, origin: string): string {
  // Every URL once per language the site serves, each naming its versions in the others (xhtml:link).
  const { defaultLanguage, languages } = data.site;
  const prefix = (language: (typeof languages)[number]) => languagePrefix(data, language);
  const groups: { paths: Map<string, string>; lastmod: Date }[] = data.pages.map((page) => ({
    paths: new Map(languages.map((language) => [language, pagePath(prefix(language), slugIn(page, language, defaultLanguage))])),
    lastmod: page.updatedAt,
  }));
  const everywhere = (path: string) => new Map(languages.map((language) => [language, `${prefix(language)}${path}`]));
  if (data.shop) {
    const latest = data.products.reduce((max, p) => (p.updatedAt > max ? p.updatedAt : max), new Date(data.site.updatedAt));
    groups.push({ paths: everywhere('/products'), lastmod: latest });
    for (const category of data.categories) {
      if (data.products.some((p) => p.categoryId === category.id)) {
        groups.push({ paths: everywhere(`/products?category=${encodeURIComponent(category.slug)}`), lastmod: latest });
      }
    }
    for (const product of data.products) groups.push({ paths: everywhere(`/products/${encodeURIComponent(product.id)}`), lastmod: product.updatedAt });
  }
  const several = languages.length > 1;
  const urls = groups.flatMap((group) =>
    [...group.paths.values()].map((path) => {
      const links = several
        ? [...group.paths].map(([language, alt]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xml(`${origin}${alt}`)}"/>`).join('')
        : '';
      return `  <url><loc>${xml(`${origin}${path}`)}</loc><lastmod>${group.lastmod.toISOString()}</lastmod>${links}</url>`;
    }),
  );
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${several ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything allowed, with the sitemap; a sandbox twin is never indexed. */
export function robotsTxt(origin: string, sandbox: boolean): string {
  if (sandbox) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
