// Public routes answered in the request's language: Accept-Language negotiated to fr, nl or en
// (lib/i18n/negotiate.ts) is what `requestLanguage()` gives the handler, and the answer says which language it is
// in (Content-Language) and that it depends on the header (Vary), for caches.
import { AsyncLocalStorage } from 'node:async_hooks';
import { negotiateLocale } from '../i18n/negotiate';
import type { Locale } from '../i18n/translator';
import type { RouteHandler } from './core';

const negotiated = new AsyncLocalStorage<Locale | null>();

/** The language the request asked for, in a handler of `inRequestLanguage`; null when it named none of fr, nl, en. */
export function requestLanguage(): Locale | null {
  return negotiated.getStore() ?? null;
}

/**
 * A resource's handlers (./route.ts `resource`) told the request's language. `fallbackLanguage` is what a
 * successful answer is in when the request names none of ours (the route's answer from before it spoke several).
 */
export function inRequestLanguage<Handlers extends Record<string, RouteHandler>>(fallbackLanguage: Locale, handlers: Handlers): Handlers {
  const wrap =
    (handler: RouteHandler): RouteHandler =>
    async (req, context) => {
      const locale = negotiateLocale(req.headers.get('accept-language'));
      const res = await negotiated.run(locale, () => handler(req, context));
      res.headers.append('Vary', 'Accept-Language');
      if (res.ok) res.headers.set('Content-Language', locale ?? fallbackLanguage);
      return res;
    };
  return Object.fromEntries(Object.entries(handlers).map(([method, handler]) => [method, wrap(handler)])) as Handlers;
}
