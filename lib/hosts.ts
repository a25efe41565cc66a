// Which storefront a request is for, from its Host header alone (README: Configuration, Website, shop and storefront): `<slug>.<STOREFRONT_DOMAIN>`,
// the sandbox twin at `<slug>--test.<STOREFRONT_DOMAIN>`. No database here: the proxy calls it on every request.

/**
 * The site slug of a storefront request, set by proxy.ts only: next.config.mjs rewrites a request carrying it to
 * the storefront route. The front door (lib/api/front-door.ts) removes it from every incoming request.
 */
export const STOREFRONT_SITE_HEADER = 'x-vitrine-site';

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The site slug a Host header names, or null for any other host (the app's own host included). */
export function storefrontSlug(host: string | null | undefined, storefrontDomain: string): string | null {
  if (!host) return null;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const suffix = `.${storefrontDomain.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return null;
  const slug = hostname.slice(0, -suffix.length);
  return label.test(slug) ? slug : null;
}

/** Paths of the internal storefront routes, which only the host rewrite may reach. */
export function isInternalStorefrontPath(pathname: string): boolean {
  return /^\/(?:_|%5f)sites(?:\/|$)/i.test(pathname);
}
