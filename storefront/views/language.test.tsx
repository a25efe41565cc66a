// The storefront's views in Dutch and English: the cart, checkout and confirmation pages (and the shell and 404
// around them) rendered to static HTML, as the storefront route does, hold no word of the French catalogue (text
// or human attribute), and write money the language's way; French stays the default.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fixtureContext } from '@/blocks/testing/fixture-context';
import { catalogues, type Locale } from '@/lib/i18n/translator';
import { parseHtml } from '@/lib/testing/html';
import { CartPage, type CartPageProps } from './cart-page';
import { checkoutLabelsFor, formatPickupDayIn } from './checkout-labels';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';
import { NotFoundContent } from './not-found';
import { OrderConfirmation, type ConfirmationProps } from './order-confirmation';
import { SiteShell } from './site-shell';

type Tree = { [key: string]: string | Tree };
const strings = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));
const words = (texts: string[]) => new Set(texts.flatMap((text) => text.replace(/\{[^{}]*\}/g, ' ').match(/\p{L}[\p{L}'’-]*/gu) ?? []).map((word) => word.toLowerCase()));

/** The French catalogue's words (storefront and checkout) of four letters or more that the other language does not use. */
function frenchOnly(locale: Locale): Set<string> {
  const of = (l: Locale) => words([...strings(catalogues[l].storefront as Tree), ...strings(catalogues[l].checkout as Tree)]);
  const other = of(locale);
  return new Set([...of('fr')].filter((word) => word.length >= 4 && !other.has(word)));
}

/** What a shopper reads or hears: the text and the human attributes of every element. */
function readable(html: string): string[] {
  return parseHtml(html).flatMap((element) => [element.text, ...['aria-label', 'alt', 'title', 'placeholder', 'data-free'].map((name) => element.attribs[name] ?? '')]);
}

const ctx = fixtureContext({ locale: 'fr-BE' });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function cart(locale: Locale | undefined, over: Partial<CartPageProps> = {}) {
  const props: CartPageProps = {
    ctx,
    locale,
    currency: 'EUR',
    lines: [
      { productId: 'p1', name: 'Sourdough', image: null, quantity: 2, unitPrice: 3.5, lineTotal: 7, available: 5, problem: null },
      { productId: 'p2', name: 'Cake', image: null, quantity: 3, unitPrice: 2, lineTotal: 6, available: 2, problem: 'insufficient_stock' },
      { productId: 'p3', name: 'Tart', image: null, quantity: 1, unitPrice: 1234.5, lineTotal: 1234.5, available: 0, problem: 'insufficient_stock' },
      { productId: 'p4', name: 'Loaf', image: null, quantity: 1, unitPrice: 2, lineTotal: 2, available: null, problem: 'not_for_sale' },
    ],
    subtotal: 1249.5,
    shippingRate: 5.95,
    message: null,
    closed: false,
    pickup: true,
    notTakingOrders: false,
    ...over,
  };
  return renderToStaticMarkup(<CartPage {...props} />);
}

function checkout(locale: Locale | undefined, receive: string, payment: CheckoutFormProps['payment']) {
  const labels = checkoutLabelsFor(locale ?? 'fr');
  return renderToStaticMarkup(
    <CheckoutForm
      ctx={ctx}
      locale={locale}
      currency="EUR"
      checkoutToken="token-0123456789abcdef"
      locations={[{ id: 'l1', name: 'Flagey', address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles' }, days: [{ value: '2026-12-05', label: formatPickupDayIn('2026-12-05', locale ?? 'fr') }], hoursConfigured: false }]}
      shippingRate={5.95}
      payment={payment}
      lines={[{ productId: 'p1', name: 'Sourdough', quantity: 2, lineTotal: 7 }]}
      subtotal={7}
      values={{ firstName: '', lastName: '', email: '', phone: '', receive, pickupDates: {}, paymentMethod: '', line1: '', line2: '', postalCode: '', city: '', country: 'BE' }}
      errors={labels.fieldErrors}
      message={labels.stockProblem('Cake', 2, 'Flagey')}
    />,
  );
}

function confirmation(locale: Locale | undefined, over: Partial<ConfirmationProps>) {
  const props: ConfirmationProps = {
    ctx,
    locale,
    currency: 'EUR',
    number: 12,
    reference: '+++123/4567/89012+++',
    total: 12.3,
    paymentMethod: 'transfer',
    transfer: { name: 'Maison Lemaire SRL', iban: 'BE68539007547034', bic: 'GKCCBEBB' },
    qrSvg: '<svg></svg>',
    pickup: { name: 'Flagey', address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles' }, day: formatPickupDayIn('2026-12-05', locale ?? 'fr') },
    address: null,
    lines: [{ description: 'Sourdough', quantity: 2, lineTotal: 7 }],
    ...over,
  };
  return renderToStaticMarkup(<OrderConfirmation {...props} />);
}

function pages(locale: Locale | undefined): string[] {
  const both = { pickup: ['transfer', 'at_pickup'], delivery: ['transfer'] } as CheckoutFormProps['payment'];
  const business = { name: 'Boulangerie', legalName: 'Boulangerie SRL', vatNumber: 'BE0478.261.963', email: null, phone: null, address: null };
  return [
    cart(locale),
    cart(locale, { lines: [], shippingRate: null }),
    cart(locale, { closed: true, message: checkoutLabelsFor(locale ?? 'fr').invalidQuantity }),
    cart(locale, { notTakingOrders: true }),
    cart(locale, { pickup: false }),
    cart(locale, { shippingRate: null }),
    checkout(locale, 'delivery', both),
    checkout(locale, 'pickup:l1', both),
    checkout(locale, 'pickup:l1', { pickup: ['at_pickup'], delivery: [] }),
    checkout(locale, 'pickup:l1', { pickup: ['transfer'], delivery: ['transfer'] }),
    confirmation(locale, {}),
    confirmation(locale, { paymentMethod: 'at_pickup', transfer: null, qrSvg: null, pickup: null, address: { line1: 'Rue de la Loi 16', postalCode: '1000', city: 'Bruxelles', country: 'BE' } }),
    confirmation(locale, { transfer: null, qrSvg: null }),
    renderToStaticMarkup(
      <SiteShell ctx={ctx} locale={locale} business={business} logoUrl={null} nav={[]} shopClosed cartCount={3}>
        <NotFoundContent locale={locale ?? ctx.locale} homeHref="/" />
        <NotFoundContent locale={locale ?? ctx.locale} homeHref={null} unavailable />
      </SiteShell>,
    ),
  ];
}

describe('the storefront views in the shopper’s language', () => {
  for (const locale of ['nl', 'en'] as const) {
    it(`${locale}: no French word in the cart, checkout, confirmation, shell or 404`, () => {
      const french = frenchOnly(locale);
      expect(french.size).toBeGreaterThan(50);
      const found = pages(locale).flatMap((html) => [...words(readable(html))].filter((word) => french.has(word)));
      expect([...new Set(found)]).toEqual([]);
    });
  }

  it('the check sees French where there is some (the French render is full of it)', () => {
    const french = frenchOnly('nl');
    const found = new Set(pages('fr').flatMap((html) => [...words(readable(html))].filter((word) => french.has(word))));
    for (const word of ['panier', 'commande', 'livraison', 'virement', 'retrait', 'quantité', 'récapitulatif']) expect(found, word).toContain(word);
  });

  it('writes money, labels and pickup days the language’s way', () => {
    const text = (html: string) => plain(readable(html).join('\n'));
    expect(text(cart('nl'))).toContain('Eenheidsprijs: € 3,50');
    expect(text(cart('nl'))).toContain('€ 1.249,50');
    expect(text(cart('en'))).toContain('Unit price: €3,50');
    expect(text(cart('en'))).toContain('Only 2 left: lower the quantity to order.');
    expect(text(checkout('nl', 'delivery', { pickup: ['transfer'], delivery: ['transfer'] }))).toContain('Levering aan huis: € 5,95');
    expect(text(checkout('nl', 'delivery', { pickup: ['transfer'], delivery: ['transfer'] }))).toContain('België');
    expect(text(checkout('en', 'pickup:l1', { pickup: ['transfer'], delivery: ['transfer'] }))).toContain('Saturday 05/12/2026');
    expect(text(confirmation('nl', {}))).toContain('Op zaterdag 05/12/2026');
    expect(text(confirmation('en', {}))).toContain('Order number: 12');
  });

  it('French is the default, and a BCP 47 context locale picks the language', () => {
    expect(cart(undefined)).toBe(cart('fr'));
    expect(plain(cart(undefined))).toContain('Prix unitaire : 3,50 €');
    expect(renderToStaticMarkup(<CartPage {...{ ctx: fixtureContext({ locale: 'nl-BE' }), currency: 'EUR', lines: [], subtotal: 0, shippingRate: null, message: null, closed: false, pickup: true, notTakingOrders: false }} />)).toContain('Uw winkelmandje is leeg.');
  });
});
