// The cart count in the header of shared pages: one cached render serves every visitor, and a visitor whose
// cart holds something gets the count written into it.
import { createElement } from 'react';
import type { Db } from '@/lib/db/client';
import { isVisitorToken, visitorCartCount } from '@/lib/domain/orders/cart';
import { readCartCookie } from './cart-cookie';
import type { StorefrontRequest } from './http';
import { renderToHtml } from './render-html';
import { type StorefrontResponse, storefrontResponse } from './response';
import { CartCount } from './views/site-shell';
import { STOREFRONT_LOCALE } from './views/site-labels';

let emptyCount: string | undefined;

/** The header's empty cart count exactly as the shared render prints it. */
function emptyCountHtml(): string {
  emptyCount ??= renderToHtml(createElement(CartCount, { count: 0, locale: STOREFRONT_LOCALE }));
  return emptyCount;
}

export type CartCountResult = {
  response: StorefrontResponse;
  /** The page has a cart link (its shared render varies with the cart cookie: `Vary: Cookie`). */
  hasCartLink: boolean;
  /** The count was filled in: this body is the visitor's own (`Cache-Control: private`). */
  personal: boolean;
};

/**
 * A shared (cached) storefront page as this visitor sees it. Visitors without a cart cookie, or with an empty
 * cart, get the shared render untouched (same body, same ETag, publicly cacheable). A visitor whose cart holds
 * something gets the count written into the header's cart link: one more query, a string replacement and a new
 * ETag on the cached render, never a render of its own.
 */
export async function withCartCount(db: Db, slug: string, request: StorefrontRequest, result: StorefrontResponse): Promise<CartCountResult> {
  const placeholder = emptyCountHtml();
  const at = result.contentType.startsWith('text/html') ? result.body.indexOf(placeholder) : -1;
  if (at < 0) return { response: result, hasCartLink: false, personal: false };
  const token = readCartCookie(request.headers.get('cookie'));
  if (!isVisitorToken(token)) return { response: result, hasCartLink: true, personal: false };
  const count = await visitorCartCount(db, slug, token);
  if (count <= 0) return { response: result, hasCartLink: true, personal: false };
  const body = result.body.slice(0, at) + renderToHtml(createElement(CartCount, { count, locale: STOREFRONT_LOCALE })) + result.body.slice(at + placeholder.length);
  return { response: storefrontResponse(result.status, result.contentType, body), hasCartLink: true, personal: true };
}
