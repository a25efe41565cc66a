// The dashboard's session cookie: host-only (no Domain attribute, so storefront subdomains never receive it),
// HttpOnly, SameSite=Lax, Secure outside localhost, and named with the __Host- prefix under https.
import { config } from '../config';

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
