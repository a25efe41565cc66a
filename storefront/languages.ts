// The storefront in the site's languages. The default language is served at the site's root, each other one under
// /<language>/ (routing.ts reads the prefix). A page in another language is the default's page with that language's
// title, slug and block texts on top (lib/domain/site/languages.ts), the site's chrome in that language, its links
// kept in that language, `<html lang>` and hreflang alternates naming every version. A shopper's Accept-Language
// never redirects: a small script offers the version in the browser's language (./languages-script.ts).
import { intlLocale, type Locale } from '@/lib/i18n/translator';
import { localizePage, slugIn } from '@/lib/domain/site/languages';
import type { StorefrontData } from '@/lib/domain/storefront/snapshot';
import type { PathLanguage, SharedRoute, ShopFlowRoute } from './routing';
import type { LanguageVersion } from './views/language-links';

/** The language a route is shown in on this site, or null when the site does not serve the prefix it names. */
export function servedLanguage(data: StorefrontData, requested: PathLanguage | undefined): Locale | null {
  const { defaultLanguage, languages } = data.site;
  if (!requested) return defaultLanguage;
  return requested !== defaultLanguage && languages.includes(requested) ? requested : null;
}

/** The site's data as `language` shows it: its pages' titles, slugs and texts, its SEO texts. */
export function localizeData(data: StorefrontData, language: Locale): StorefrontData {
  const { defaultLanguage } = data.site;
  if (language === data.language) return data;
  if (language === defaultLanguage) return { ...data, language };
  const seo = data.site.translations[language] ?? {};
  return {
    ...data,
    language,
    site: { ...data.site, seoTitle: seo.seoTitle ?? data.site.seoTitle, seoDescription: seo.seoDescription ?? data.site.seoDescription },
    pages: data.pages.map((page) => localizePage(page, language, defaultLanguage)),
  };
}

/** The path prefix of a language on this site: '' for the default, '/nl' for Dutch… */
export function languagePrefix(data: Pick<StorefrontData, 'site'>, language: Locale): string {
  return language === data.site.defaultLanguage ? '' : `/${language}`;
}

/** The path of a page in a language: "/nl/over-ons", and "/nl" for its home page ("/" for the default's). */
export function pagePath(prefix: string, slug: string): string {
  return slug ? `${prefix}/${slug}` : prefix || '/';
}

/** The BCP 47 tag of the language shown (fr-BE, nl-BE, en-BE). */
export function documentLocale(data: Pick<StorefrontData, 'language'>): string {
  return intlLocale(data.language);
}

/**
 * The site's own links of a page rendered in another language than the default, kept in that language: "/" →
 * "/nl/", a page's default path → its path in that language ("/contact" → "/nl/contact-nl"), any other path
 * of the site (products, cart, checkout) under the prefix. Media, the builder's paths and other hosts stay.
 * `defaultData` is the site in its default language (its pages' default slugs).
 */
export function localizeLinks(html: string, defaultData: StorefrontData, language: Locale): string {
  const prefix = languagePrefix(defaultData, language);
  if (!prefix) return html;
  const { defaultLanguage } = defaultData.site;
  const slugs = new Map(defaultData.pages.map((page) => [page.slug, slugIn(page, language, defaultLanguage)]));
  const rewrite = (path: string, rest: string) => (slugs.has(path) ? `${pagePath(prefix, slugs.get(path)!)}${rest}` : `${prefix}/${path}${rest}`);
  // A link that names its language (hreflang: the language links and offers) already points where it should.
  return html.replace(/<(?:a|form)\b[^>]*>/g, (tag) =>
    /\shreflang=/i.test(tag)
      ? tag
      : tag.replace(/(\s(?:href|action)=")\/(?!\/|__vitrine\/|media\/|(?:fr|nl|en)(?:[/?#"]))([^"?#]*)([^"]*)"/, (_all, start: string, path: string, rest: string) => `${start}${rewrite(path, rest)}"`),
  );
}

/** The path of a route in each language the site serves (none when the route has no versions: 404, sitemap…). */
export function versionPaths(defaultData: StorefrontData, route: SharedRoute | ShopFlowRoute): { language: Locale; path: string }[] {
  const { defaultLanguage, languages } = defaultData.site;
  if (languages.length < 2) return [];
  const pathIn = (language: Locale): string | null => {
    const prefix = languagePrefix(defaultData, language);
    switch (route.kind) {
      case 'page': {
        const page = defaultData.pages.find((candidate) => slugIn(candidate, route.language ?? defaultLanguage, defaultLanguage) === route.slug);
        return page ? pagePath(prefix, slugIn(page, language, defaultLanguage)) : null;
      }
      case 'products':
        return `${prefix}/products${route.category ? `?category=${encodeURIComponent(route.category)}` : ''}`;
      case 'product':
        return `${prefix}/products/${encodeURIComponent(route.id)}`;
      case 'cart':
      case 'checkout':
        // The checkout in another language starts again from that language's cart (a form half filled in does
        // not travel, and a shop that takes no orders links to no checkout).
        return `${prefix}/cart`;
      case 'order':
        return `${prefix}/order/${route.id}`;
      default:
        return null;
    }
  };
  const out: { language: Locale; path: string }[] = [];
  for (const language of languages) {
    const path = pathIn(language);
    if (path === null) return [];
    out.push({ language, path });
  }
  return out;
}

/** The links to a route's versions in the site's languages, the one shown marked current. */
export function languageVersions(defaultData: StorefrontData, route: SharedRoute | ShopFlowRoute, shown: Locale): LanguageVersion[] {
  return versionPaths(defaultData, route).map((version) => ({ language: version.language, href: version.path, current: version.language === shown }));
}
