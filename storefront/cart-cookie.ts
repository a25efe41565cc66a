// The storefront visitor's cart cookie: an opaque random token (only its hash is stored), set on the
// storefront host alone (no Domain attribute), HttpOnly, SameSite=Lax, Path=/, Secure over https.

export const CART_COOKIE = 'vt_cart';

/** Days a cart is remembered by the browser. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The cart token in a Cookie header, or null. */
export function readCartCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CART_COOKIE) return rest.join('=') || null;
  }
  return null;
}

/** The only cookie a storefront route may see (the proxy drops every other one). */
export function storefrontCookieHeader(cookieHeader: string | null): string | null {
  const token = readCartCookie(cookieHeader);
  return token ? `${CART_COOKIE}=${token}` : null;
}

export function cartCookie(token: string, secure: boolean): string {
  return [`${CART_COOKIE}=${token}`, 'Path=/', `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
