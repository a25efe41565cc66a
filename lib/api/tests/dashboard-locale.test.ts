// The dashboard's language through HTTP: PUT /api/dashboard/account/locale stores the person's choice (fr, nl, en,
// or null for the browser's) and mirrors it in the vt_locale cookie; a dashboard page then renders in it (the
// request goes through proxy.ts, then the root layout, the dashboard layouts and the page render to HTML with
// the headers and cookies proxy.ts passed on). Refused: any other value (400 validation_failed), no session.
// Sign-in sets the cookie from the account; sign-up keeps the language the page was shown in; nobody else's
// dashboard changes.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';
import { LOCALE_COOKIE, sessionCookie } from '../../dashboard/cookie';
import { makeBusiness, uniqueSlug } from '../../testing/api';
import { signedInMember } from '../../testing/dashboard';
import { PEER_HEADER } from '../client-address';

// What next/headers and next/navigation give the page: the request as proxy.ts passed it on, and the URL's path.
const request = vi.hoisted(() => ({ headers: new Headers(), pathname: '/' }));

vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => {
    const jar = new Map<string, string>();
    for (const part of (request.headers.get('cookie') ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
    return { get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined) };
  },
}));

vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  usePathname: () => request.pathname,
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} }),
}));

const { proxy } = await import('@/proxy');
const { default: RootLayout } = await import('@/app/layout');
const { default: DashboardLayout } = await import('@/app/dashboard/layout');
const { default: BusinessLayout } = await import('@/app/dashboard/[businessId]/layout');
const { default: AccountRoute } = await import('@/app/dashboard/[businessId]/account/page');
const { default: SignInPage } = await import('@/app/sign-in/page');
const localeRoute = await import('@/app/api/dashboard/account/locale/route');
const sessionRoute = await import('@/app/api/dashboard/session/route');
const signUpRoute = await import('@/app/api/dashboard/sign-up/route');

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Member = Awaited<ReturnType<typeof signedInMember>>;

const RUN_NETWORK = `10.${randomInt(256)}.${randomInt(256)}`;
let addressSeq = 10;

/** An account route's answer: status, parsed body and the cookies it sets. */
async function call(handler: Handler, method: string, path: string, options: { cookie?: string; body?: unknown; raw?: string } = {}) {
  const headers: Record<string, string> = { origin: config.appOrigin, [PEER_HEADER]: `${RUN_NETWORK}.${addressSeq++}` };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  const res = await handler(
    new Request(`${config.appOrigin}/api/dashboard${path}`, { method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, cookies: res.headers.getSetCookie() };
}

const setLocale = (as: Member, locale: unknown) => call(localeRoute.PUT, 'PUT', '/account/locale', { cookie: as.cookie, body: { locale } });

/** The cookie a Set-Cookie list gives `name` ('' when cleared), or undefined when it does not set it. */
const cookieValue = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0]!.slice(name.length + 1);

/** Renders a server tree to HTML, async server components included. */
async function html(tree: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(tree, { onError: (error) => console.error(error) });
  await stream.allReady;
  return new Response(stream).text();
}

/** The request headers proxy.ts passes on for `pathname` (its overrides applied), as the page reads them. */
async function throughProxy(pathname: string, headers: Record<string, string>): Promise<Headers> {
  const answer = await proxy(new NextRequest(`${config.appOrigin}${pathname}`, { headers: { host: new URL(config.appOrigin).host, ...headers } }));
  const passed = new Headers(headers);
  const overridden = answer.headers.get('x-middleware-override-headers');
  if (overridden) {
    for (const name of [...passed.keys()]) passed.delete(name);
    for (const name of overridden.split(',')) {
      const value = answer.headers.get(`x-middleware-request-${name}`);
      if (value !== null) passed.set(name, value);
    }
  }
  return passed;
}

/** GET /dashboard/<businessId>/account as a browser with `headers` (the session cookie among them): the HTML. */
async function accountPage(businessId: string, headers: Record<string, string>): Promise<string> {
  request.pathname = `/dashboard/${businessId}/account`;
  request.headers = await throughProxy(request.pathname, headers);
  const params = Promise.resolve({ businessId });
  const page = await AccountRoute({ params });
  const inBusiness = await BusinessLayout({ children: page, params });
  return html(await RootLayout({ children: await DashboardLayout({ children: inBusiness }) }));
}

/** GET /sign-in as a signed-out browser with `headers`: the HTML. */
async function signInPage(headers: Record<string, string>): Promise<string> {
  request.pathname = '/sign-in';
  request.headers = await throughProxy(request.pathname, headers);
  return html(await RootLayout({ children: await SignInPage({ searchParams: Promise.resolve({}) }) }));
}

let businessId: string;
let owner: Member;
let staff: Member;

beforeAll(async () => {
  businessId = (await makeBusiness({ plan: 'shop' })).id;
  owner = await signedInMember(businessId, 'owner');
  staff = await signedInMember(businessId, 'staff');
});

const storedLocale = async (userId: string) => (await (await getDb()).select({ locale: users.locale }).from(users).where(eq(users.id, userId)))[0]!.locale;

describe('the dashboard language', () => {
  it('follows the browser while no choice is made', async () => {
    const english = await accountPage(businessId, { cookie: owner.cookie, 'accept-language': 'en-US,en;q=0.9' });
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('>Overview<');
    expect(english).toContain('Your account');
    const french = await accountPage(businessId, { cookie: owner.cookie, 'accept-language': 'fr-BE,fr;q=0.9' });
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain('>Vue d’ensemble<');
    expect(french).toContain('Votre compte');
  });

  it('nl: stored, mirrored in the cookie, and the dashboard renders in Dutch whatever the browser says', async () => {
    const saved = await setLocale(owner, 'nl');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ locale: 'nl' });
    expect(cookieValue(saved.cookies, LOCALE_COOKIE)).toBe('nl');
    expect(saved.cookies.find((c) => c.startsWith(`${LOCALE_COOKIE}=`))).toMatch(/Path=\/; SameSite=Lax; Max-Age=\d+/);
    expect(await storedLocale(owner.userId)).toBe('nl');

    // The session alone is enough (another browser of the same person, without the cookie yet).
    const page = await accountPage(businessId, { cookie: owner.cookie, 'accept-language': 'en-US,en;q=0.9' });
    expect(page).toContain('<html lang="nl"');
    expect(page).toContain('>Overzicht<');
    expect(page).toContain('>Bestellingen<');
    expect(page).toContain('Je account');
    expect(page).not.toContain('>Overview<');
    // The Language choice shows the stored one.
    expect(page).toMatch(/<option value="nl" lang="nl" selected="">Nederlands<\/option>/);
  });

  it('other members keep their own language', async () => {
    const page = await accountPage(businessId, { cookie: staff.cookie, 'accept-language': 'en-GB' });
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('>Overview<');
    expect(await storedLocale(staff.userId)).toBeNull();
  });

  it('null: the choice and the cookie are cleared, and the browser’s language applies again', async () => {
    await setLocale(owner, 'fr');
    const cleared = await setLocale(owner, null);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ locale: null });
    expect(cookieValue(cleared.cookies, LOCALE_COOKIE)).toBe('');
    expect(cleared.cookies.find((c) => c.startsWith(`${LOCALE_COOKIE}=`))).toContain('Max-Age=0');
    expect(await storedLocale(owner.userId)).toBeNull();
    const page = await accountPage(businessId, { cookie: owner.cookie, 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.5' });
    expect(page).toContain('<html lang="nl"');
    expect(page).toContain('>Overzicht<');
    const english = await accountPage(businessId, { cookie: owner.cookie, 'accept-language': 'de-DE' });
    expect(english).toContain('<html lang="en"');
  });

  it('refuses anything but fr, nl, en or null, and changes nothing', async () => {
    await setLocale(owner, 'fr');
    for (const body of [{ locale: 'de' }, { locale: 'FR' }, { locale: '' }, { locale: 'fr-BE' }, { locale: 1 }, { locale: ['nl'] }, {}, { locale: 'nl', extra: true }, { locale: 'nl\u0000' }]) {
      const refused = await call(localeRoute.PUT, 'PUT', '/account/locale', { cookie: owner.cookie, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(refused.cookies.some((c) => c.startsWith(`${LOCALE_COOKIE}=`))).toBe(false);
    }
    const notJson = await call(localeRoute.PUT, 'PUT', '/account/locale', { cookie: owner.cookie, raw: '{"locale":' });
    expect(notJson.status).toBe(400);
    expect(await storedLocale(owner.userId)).toBe('fr');
  });

  it('needs a session and the dashboard’s own origin', async () => {
    const anonymous = await call(localeRoute.PUT, 'PUT', '/account/locale', { body: { locale: 'nl' } });
    expect(anonymous.status).toBe(401);
    const res = await localeRoute.PUT(
      new Request(`${config.appOrigin}/api/dashboard/account/locale`, {
        method: 'PUT',
        headers: { origin: 'https://evil.example', cookie: owner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'nl' }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(403);
    expect(await storedLocale(owner.userId)).toBe('fr');
  });

  it('signing in sets the cookie from the account (and clears a former one when the account follows the browser)', async () => {
    await setLocale(owner, 'nl');
    const signedIn = await call(sessionRoute.POST as Handler, 'POST', '/session', { body: { email: owner.email, password: 'correct-horse-battery' } });
    expect(signedIn.status).toBe(200);
    expect(cookieValue(signedIn.cookies, sessionCookie().name)).toBeTruthy();
    expect(cookieValue(signedIn.cookies, LOCALE_COOKIE)).toBe('nl');

    const plain = await call(sessionRoute.POST as Handler, 'POST', '/session', { body: { email: staff.email, password: 'correct-horse-battery' } });
    expect(plain.status).toBe(200);
    expect(cookieValue(plain.cookies, LOCALE_COOKIE)).toBe('');

    // Before its script has loaded, the form posts and gets a redirect carrying both cookies.
    const form = await sessionRoute.POST(
      new Request(`${config.appOrigin}/api/dashboard/session`, {
        method: 'POST',
        headers: { origin: config.appOrigin, [PEER_HEADER]: `${RUN_NETWORK}.${addressSeq++}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: owner.email, password: 'correct-horse-battery' }),
      }),
    );
    expect(form.status).toBe(303);
    expect(cookieValue(form.headers.getSetCookie(), sessionCookie().name)).toBeTruthy();
    expect(cookieValue(form.headers.getSetCookie(), LOCALE_COOKIE)).toBe('nl');
  });

  it('the signed-out pages speak the remembered choice, else the browser’s language', async () => {
    const dutch = await signInPage({ cookie: `${LOCALE_COOKIE}=nl`, 'accept-language': 'fr-BE' });
    expect(dutch).toContain('<html lang="nl"');
    expect(dutch).toContain('Aanmelden bij Vitrine');
    const french = await signInPage({ 'accept-language': 'fr-BE,fr;q=0.8' });
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain('Connexion à Vitrine');
    const english = await signInPage({ 'accept-language': 'en-US' });
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('Sign in to Vitrine');
  });

  it('sign-up keeps the language the page was shown in', async () => {
    const email = `${uniqueSlug('nl')}@example.be`;
    const created = await call(signUpRoute.POST as Handler, 'POST', '/sign-up', {
      body: { email, password: 'violet tractor orbits 42 quietly', name: 'An Peeters', businessName: `Bakkerij ${uniqueSlug('b')}`, plan: 'shop', locale: 'nl' },
    });
    expect(created.status).toBe(201);
    expect(cookieValue(created.cookies, LOCALE_COOKIE)).toBe('nl');
    expect(await storedLocale(created.body.user.id)).toBe('nl');

    const refused = await call(signUpRoute.POST as Handler, 'POST', '/sign-up', {
      body: { email: `${uniqueSlug('de')}@example.be`, password: 'violet tractor orbits 42 quietly', businessName: 'Bäckerei', plan: 'shop', locale: 'de' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('validation_failed');
  });
});
