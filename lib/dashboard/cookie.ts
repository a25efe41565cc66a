// The dashboard's session cookie: host-only (no Domain attribute, so storefront subdomains never receive it),
// HttpOnly, SameSite=Lax, Secure outside localhost, and named with the __Host- prefix under https.
import { config } from '../config';
import { negotiateLocale } from '../i18n/negotiate';
import { isLocale, type Locale } from '../i18n/translator';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function sessionCookie() {
  const origin = new URL(config.appOrigin);
  const https = origin.protocol === 'https:';
  const secure = https || !LOCAL_HOSTS.has(origin.hostname);
  return { name: https ? '__Host-vt_session' : 'vt_session', secure };
}

/** The Set-Cookie value that stores (or, with `expires` null, clears) the session token. */
export function sessionSetCookie(token: string | null, expires: Date | null): string {
  const { name, secure } = sessionCookie();
  const parts = [`${name}=${token ?? ''}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  if (token && expires) {
    parts.push(`Expires=${expires.toUTCString()}`);
  } else {
    parts.push('Max-Age=0');
  }
  return parts.join('; ');
}

export function readSessionToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const { name } = sessionCookie();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

// ——— the user's language ———

/** The chosen dashboard language, mirrored from users.locale so every request (and proxy.ts) knows it without a query. */
export const LOCALE_COOKIE = 'vt_locale';

/** The request header proxy.ts sets on the app's localized pages: the language they render in (never trusted from outside). */
export const LOCALE_HEADER = 'x-vitrine-locale';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The Set-Cookie value that remembers (or, with null, forgets) the chosen language. */
export function localeSetCookie(locale: Locale | null): string {
  const parts = [`${LOCALE_COOKIE}=${locale ?? ''}`, 'Path=/', 'SameSite=Lax', locale ? `Max-Age=${ONE_YEAR_S}` : 'Max-Age=0'];
  if (sessionCookie().secure) parts.push('Secure');
  return parts.join('; ');
}

/** The language a browser gets on the app's pages: the remembered choice, else its Accept-Language, else English. */
export function browserLocale(cookieHeader: string | null, acceptLanguage: string | null): Locale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LOCALE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      if (isLocale(value)) return value;
    }
  }
  return negotiateLocale(acceptLanguage) ?? 'en';
}

/** The app's pages that speak the user's language (the landing page and the API reference are English only). */
export function isLocalizedPath(pathname: string): boolean {
  return (
    pathname === '/dashboard' ||
    pathname.startsWith('/dashboard/') ||
    pathname.startsWith('/invitations/') ||
    ['/sign-in', '/sign-up', '/verify-email', '/reset-password', '/forgot-password'].includes(pathname)
  );
}
