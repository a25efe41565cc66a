// A public route answered in the request's language: Accept-Language negotiated to fr, nl or en
// (lib/i18n/negotiate.ts), the handler of that language runs, and the answer says which one it is in
// (Content-Language) and that it depends on the header (Vary), for caches.
import { negotiateLocale } from '../i18n/negotiate';
import { LOCALES, type Locale } from '../i18n/translator';
import type { RouteHandler } from './core';

/**
 * `handlerFor(locale)` is built once per language, and once for null (no fr, nl or en asked for: the route's answer
 * as it was before it spoke several languages, in `fallbackLanguage`).
 */
export function inRequestLanguage(fallbackLanguage: Locale, handlerFor: (locale: Locale | null) => RouteHandler): RouteHandler {
  const handlers = new Map<Locale | null, RouteHandler>([null, ...LOCALES].map((locale) => [locale, handlerFor(locale)]));
  return async (req, context) => {
    const locale = negotiateLocale(req.headers.get('accept-language'));
    const res = await handlers.get(locale)!(req, context);
    res.headers.append('Vary', 'Accept-Language');
    if (res.ok) res.headers.set('Content-Language', locale ?? fallbackLanguage);
    return res;
  };
}
