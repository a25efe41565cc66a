// The storefront's cart, checkout and order confirmation (a visitor's own pages): read and written through
// lib/domain/orders, rendered in the site's shell, and never cached anywhere (Cache-Control: private,
// no-store) — unlike the other storefront pages, they depend on the visitor's cart cookie. Plain HTML
// forms: every POST answers 303 See Other, or the same page again with its errors (409/422).
import { randomBytes } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import type { Db } from '@/lib/db/client';
import { addToCart, type CartView, getCart, isVisitorToken, newVisitorToken, removeFromCart, setCartQuantity } from '@/lib/domain/orders/cart';
import { getVisitorOrderOrThrow, placeOrder } from '@/lib/domain/orders/checkout';
import { epcQrSvg } from '@/lib/domain/payments/epc';
import type { CheckoutInput } from '@/lib/domain/orders/schemas';
import { cartTotals } from '@/lib/domain/orders/totals';
import { DomainError } from '@/lib/domain/shared/errors';
import { fromMinor } from '@/lib/domain/shared/money';
import { type OrderingOptions, orderingOptions } from '@/lib/domain/shop/ordering';
import { hasVisitorCart } from '@/lib/domain/shop/shop';
import { currentStamp, snapshotOf } from '@/lib/domain/storefront/site-data';
import type { StorefrontData } from '@/lib/domain/storefront/snapshot';
import { cartCookie, readCartCookie } from './cart-cookie';
import { CHECKOUT_SCRIPT } from './checkout-script';
import { renderDocument } from './document';
import { toHttpResponse } from './http';
import { documentLocale, languagePrefix, languageVersions, localizeData, localizeLinks, servedLanguage } from './languages';
import type { LanguageVersion } from './views/language-links';
import { contextOf, faviconOf, shellHtml, siteNameOf } from './page-document';
import type { ShopFlowRoute } from './routing';
import { serveStorefront } from './serve';
import { CartPage, type CartPageLine } from './views/cart-page';
import { type CheckoutLabels, checkoutLabelsFor, formatPickupDayIn } from './views/checkout-labels';
import { CheckoutForm, type CheckoutValues } from './views/checkout-form';
import { OrderConfirmation } from './views/order-confirmation';

const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

function redirect(location: string, setCookie: string | null = null): Response {
  const headers = new Headers({ ...PRIVATE_HEADERS, Location: location });
  if (setCookie) headers.set('Set-Cookie', setCookie);
  return new Response(null, { status: 303, headers });
}

type Page = { status: number; title: string; main: ReactElement; script?: boolean; cartCount?: number };

async function htmlResponse(request: Request, data: StorefrontData & { defaultPages?: StorefrontData['pages']; versions?: LanguageVersion[] }, page: Page, setCookie: string | null = null): Promise<Response> {
  const tokens = data.site.tokens;
  const siteName = siteNameOf(data);
  const bodyHtml = shellHtml(data, page.main, null, page.cartCount, data.versions) + (page.script ? `<script>${CHECKOUT_SCRIPT}</script>` : '');
  const document = await renderDocument({
    lang: documentLocale(data),
    tokens,
    bodyHtml,
    site: { customCss: data.site.customCss, customHeadHtml: data.site.customHeadHtml, customJs: data.site.customJs },
    head: {
      title: `${page.title} · ${siteName}`,
      description: null,
      canonical: null,
      siteName,
      locale: documentLocale(data),
      ogType: 'website',
      image: null,
      noindex: true,
      faviconUrl: faviconOf(data),
      themeColor: tokens.colorBg,
    },
  });
  // The site's links stay in the language shown (data.defaultPages: the pages' default slugs).
  const html = localizeLinks(document, { ...data, pages: data.defaultPages ?? data.pages }, data.language);
  const headers = new Headers({ ...PRIVATE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
  if (setCookie) headers.set('Set-Cookie', setCookie);
  return new Response(request.method === 'HEAD' ? null : html, { status: page.status, headers });
}

function cartPage(data: StorefrontData, cart: CartView, options: OrderingOptions, message: string | null, status = 200): Page {
  const labels = checkoutLabelsFor(data.language);
  const money = (minor: number) => fromMinor(minor, cart.currency);
  const lines: CartPageLine[] = cart.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    image: line.image,
    quantity: line.quantity,
    unitPrice: money(line.unitPriceMinor),
    lineTotal: money(line.lineTotalMinor),
    available: line.available,
    problem: line.problem,
  }));
  const totals = cartTotals(cart.lines, { fulfilment: 'pickup', flatRateMinor: 0 });
  return {
    status,
    title: labels.cartTitle,
    script: true,
    cartCount: totals.itemCount,
    main: createElement(CartPage, {
      ctx: contextOf(data),
      currency: cart.currency,
      lines,
      subtotal: money(totals.subtotalMinor),
      shippingRate: options.delivery ? fromMinor(options.delivery.flatRateMinor, cart.currency) : null,
      pickup: options.pickup.length > 0,
      message,
      closed: data.shop?.status === 'PAUSED',
      notTakingOrders: !options.canOrder,
    }),
  };
}

const EMPTY_VALUES: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  receive: '',
  pickupDates: {},
  paymentMethod: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  country: 'BE',
};

function checkoutPage(
  data: StorefrontData,
  cart: CartView,
  options: OrderingOptions,
  form: { token: string; values: CheckoutValues; errors: Record<string, string>; message: string | null },
  status = 200,
): Page {
  const labels = checkoutLabelsFor(data.language);
  const money = (minor: number) => fromMinor(minor, cart.currency);
  const receive = form.values.receive || (options.pickup[0] ? `pickup:${options.pickup[0].id}` : 'delivery');
  const methods = receive === 'delivery' ? options.payment.delivery : options.payment.pickup;
  const values = { ...form.values, receive, paymentMethod: form.values.paymentMethod || methods[0] || '' };
  return {
    status,
    title: labels.checkoutTitle,
    script: true,
    cartCount: cartTotals(cart.lines, { fulfilment: 'pickup', flatRateMinor: 0 }).itemCount,
    main: createElement(CheckoutForm, {
      ctx: contextOf(data),
      currency: cart.currency,
      checkoutToken: form.token,
      locations: options.pickup.map((l) => ({
        id: l.id,
        name: l.name,
        address: l.address,
        days: l.days.map((day) => ({ value: day, label: formatPickupDayIn(day, data.language) })),
        hoursConfigured: l.hoursConfigured,
      })),
      shippingRate: options.delivery ? fromMinor(options.delivery.flatRateMinor, cart.currency) : null,
      payment: options.payment,
      lines: cart.lines.map((line) => ({ productId: line.productId, name: line.name, quantity: line.quantity, lineTotal: money(line.lineTotalMinor) })),
      subtotal: money(cartTotals(cart.lines, { fulfilment: 'pickup', flatRateMinor: 0 }).subtotalMinor),
      values,
      errors: form.errors,
      message: form.message,
    }),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function checkoutValues(form: FormData): CheckoutValues {
  const pickupDates: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name.startsWith('pickupDate.') && typeof value === 'string') pickupDates[name.slice('pickupDate.'.length)] = value;
  }
  return {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    receive: text(form, 'receive'),
    pickupDates,
    paymentMethod: text(form, 'paymentMethod'),
    line1: text(form, 'address.line1'),
    line2: text(form, 'address.line2'),
    postalCode: text(form, 'address.postalCode'),
    city: text(form, 'address.city'),
    country: text(form, 'address.country') || 'BE',
  };
}

function checkoutInputOf(token: string, values: CheckoutValues): CheckoutInput {
  const [kind, locationId] = values.receive.split(':');
  return {
    checkoutToken: token,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    fulfilment: (kind === 'pickup' || kind === 'delivery' ? kind : undefined) as 'pickup' | 'delivery',
    locationId: kind === 'pickup' ? locationId : undefined,
    pickupDate: kind === 'pickup' && locationId ? values.pickupDates[locationId] : undefined,
    paymentMethod: values.paymentMethod === 'transfer' || values.paymentMethod === 'at_pickup' ? values.paymentMethod : undefined,
    address:
      kind === 'delivery'
        ? { line1: values.line1, line2: values.line2.trim() ? values.line2 : null, postalCode: values.postalCode, city: values.city, country: values.country }
        : undefined,
  };
}

function fieldErrors(error: DomainError, labels: CheckoutLabels): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of error.extra.details ?? []) {
    const path = detail.path === 'checkoutToken' ? '' : detail.path;
    if (path && !errors[path]) errors[path] = labels.fieldErrors[path] ?? detail.message;
  }
  return errors;
}

function stockMessage(error: DomainError, labels: CheckoutLabels): string {
  const name = typeof error.extra.productName === 'string' ? error.extra.productName : '';
  const available = typeof error.extra.available === 'number' ? error.extra.available : 0;
  const location = typeof error.extra.locationName === 'string' ? error.extra.locationName : null;
  return labels.stockProblem(name, available, location);
}

async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** A POST from another site (a browser always sends Origin on POST): refused. */
function crossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.headers.get('host');
  } catch {
    return true;
  }
}

/** The site's data when it is published, from the domain's one cache of site data; else null. */
async function publishedData(db: Db, slug: string): Promise<StorefrontData | null> {
  const stamp = await currentStamp(db, slug);
  if (!stamp || !stamp.isEnabled) return null;
  const snapshot = await snapshotOf(db, stamp);
  return snapshot?.stamp.isEnabled ? snapshot.data : null;
}

/** Answers a cart/checkout/confirmation request on the storefront host `slug`. */
export async function serveShopFlow(db: Db, slug: string, route: ShopFlowRoute, request: Request): Promise<Response> {
  const notFound = async () => {
    // The site's 404, but private like the rest of these paths (an order id says nothing to a shared cache).
    const response = toHttpResponse(request, await serveStorefront(db, slug, { kind: 'not-found', language: route.language }, new URLSearchParams()));
    response.headers.set('Cache-Control', PRIVATE_HEADERS['Cache-Control']);
    response.headers.delete('ETag');
    return response;
  };
  const published = await publishedData(db, slug);
  // No shop, a DRAFT one, or hidden prices: there is no cart at all; nor in a language the site does not serve.
  const language = published && servedLanguage(published, route.language);
  if (!published?.shop || !hasVisitorCart(published.shop) || !language) return notFound();
  const data = { ...localizeData(published, language), defaultPages: published.pages, versions: languageVersions(published, route, language) };
  const prefix = languagePrefix(data, language);
  const labels = checkoutLabelsFor(language);
  if (!data.shop) return notFound();
  if (route.kind !== 'cart' && route.kind !== 'checkout' && route.kind !== 'order' && crossSite(request)) {
    return new Response('Cross-site form submission refused', { status: 403, headers: { ...PRIVATE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const businessId = data.businessId;
  const cookieToken = readCartCookie(request.headers.get('cookie'));
  const token = isVisitorToken(cookieToken) ? cookieToken : null;
  const paused = data.shop.status === 'PAUSED';

  switch (route.kind) {
    case 'cart':
      return htmlResponse(request, data, cartPage(data, await getCart(db, businessId, token), await orderingOptions(db, businessId), null));

    case 'add':
    case 'update':
    case 'remove': {
      const form = await formOf(request);
      const productId = text(form, 'productId');
      const rawQuantity = text(form, 'quantity').trim();
      const quantity = rawQuantity === '' ? (route.kind === 'add' ? 1 : NaN) : Number(rawQuantity);
      const visitor = token ?? newVisitorToken();
      const setCookie = token ? null : cartCookie(visitor, isHttps(request));
      if (paused) return htmlResponse(request, data, cartPage(data, await getCart(db, businessId, token), await orderingOptions(db, businessId), null, 409));
      try {
        if (route.kind === 'add') await addToCart(db, businessId, visitor, { productId, quantity });
        else if (route.kind === 'update') await setCartQuantity(db, businessId, visitor, { productId, quantity });
        else await removeFromCart(db, businessId, visitor, productId);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const [status, message] =
          error.code === 'insufficient_stock'
            ? [409, stockMessage(error, labels)]
            : error.code === 'not_found'
              ? [404, labels.productUnavailable]
              : error.code === 'validation_failed'
                ? [422, labels.invalidQuantity]
                : [409, null];
        return htmlResponse(request, data, cartPage(data, await getCart(db, businessId, token), await orderingOptions(db, businessId), message, status), setCookie);
      }
      return redirect(`${contextOf(data).basePath}${prefix}/cart`, setCookie);
    }

    case 'checkout': {
      const cart = await getCart(db, businessId, token);
      const options = await orderingOptions(db, businessId);
      // Nothing the business can honour: the cart page says the shop takes no orders yet.
      if (!options.canOrder) return htmlResponse(request, data, cartPage(data, cart, options, null));
      if (paused || cart.lines.length === 0 || cart.lines.some((line) => line.problem)) return redirect(`${prefix}/cart`);
      return htmlResponse(request, data, checkoutPage(data, cart, options, { token: randomBytes(24).toString('base64url'), values: EMPTY_VALUES, errors: {}, message: null }));
    }

    case 'place': {
      const form = await formOf(request);
      const checkoutToken = text(form, 'checkoutToken');
      const values = checkoutValues(form);
      // A paused shop takes no order: said on the cart page, nothing written.
      if (paused) return htmlResponse(request, data, cartPage(data, await getCart(db, businessId, token), await orderingOptions(db, businessId), null, 409));
      if (!token) return redirect(`${prefix}/cart`);
      // A shop with no way to order says so, whatever the form holds (placeOrder refuses it too).
      const options = await orderingOptions(db, businessId);
      if (!options.canOrder) return htmlResponse(request, data, cartPage(data, await getCart(db, businessId, token), options, null, 409));
      try {
        const { order } = await placeOrder(db, businessId, token, checkoutInputOf(checkoutToken, values), { language });
        return redirect(`${prefix}/order/${order.id}`);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const cart = await getCart(db, businessId, token);
        if (error.code === 'invalid_state' && error.extra.reason === 'not_taking_orders') return htmlResponse(request, data, cartPage(data, cart, options, null, 409));
        const again = (status: number, errors: Record<string, string>, message: string | null) =>
          htmlResponse(
            request,
            data,
            checkoutPage(data, cart, options, { token: /^[A-Za-z0-9_-]{16,100}$/.test(checkoutToken) ? checkoutToken : randomBytes(24).toString('base64url'), values, errors, message }, status),
          );
        if (error.code === 'validation_failed') return again(422, fieldErrors(error, labels), null);
        if (error.code === 'insufficient_stock') return again(409, {}, stockMessage(error, labels));
        if (error.code === 'invalid_state' || error.code === 'not_found') return redirect(`${prefix}/cart`);
        return again(409, {}, labels.genericError);
      }
    }

    case 'order': {
      try {
        const order = await getVisitorOrderOrThrow(db, businessId, route.id, token);
        const money = (minor: number) => fromMinor(minor, order.currency);
        const transfer = order.paymentMethod === 'transfer' && order.payee.iban ? { ...order.payee, iban: order.payee.iban } : null;
        const qrSvg = transfer
          ? await epcQrSvg({ name: transfer.name, iban: transfer.iban, bic: transfer.bic, amountMinor: order.totalMinor, currency: order.currency, reference: order.reference })
          : null;
        return htmlResponse(request, data, {
          status: 200,
          title: labels.confirmationTitle,
          main: createElement(OrderConfirmation, {
            ctx: contextOf(data),
            currency: order.currency,
            number: order.number,
            reference: order.reference,
            total: money(order.totalMinor),
            paymentMethod: order.paymentMethod,
            transfer,
            qrSvg,
            pickup:
              order.fulfilment === 'pickup' && order.location
                ? { name: order.location.name, address: order.location.address, day: order.pickupDate ? formatPickupDayIn(order.pickupDate, language) : null }
                : null,
            address: order.address,
            lines: order.lines.map((line) => ({ description: line.description, quantity: line.quantity, lineTotal: money(line.lineTotalMinor) })),
          }),
        });
      } catch (error) {
        if (error instanceof DomainError && error.code === 'not_found') return notFound();
        throw error;
      }
    }
  }
}
