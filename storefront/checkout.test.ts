// The storefront's checkout through the route (real Requests): it offers only what the business can honour —
// pickup days per location, a payment choice only when both apply, refusals on the field whatever the form
// sends, the confirmation's transfer details and EPC QR code, payment at pickup without an IBAN, and the
// "not taking orders yet" notice when nothing remains. A demo business of its own (unique slug), so files
// sharing one database never see its changes.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/%5Fsites/[site]/[[...path]]/route';
import { type Db, getDb } from '@/lib/db/client';
import { businesses, locations, orders, products } from '@/lib/db/schema';
import { addToCart, newVisitorToken } from '@/lib/domain/orders/cart';
import { formatPickupDay } from '@/lib/domain/orders/pickup-days';
import { orderingOptions } from '@/lib/domain/shop/ordering';
import { upsertShop } from '@/lib/domain/shop/shop';
import { createDemoBusiness } from '@/lib/operator/demo';

const SLUG = `checkout-${randomBytes(3).toString('hex')}`;
const HOST = `${SLUG}.localhost:3000`;
let db: Db;
let businessId: string;
let productId: string;
let flagey: string;
let gent: string;

function request(method: 'GET' | 'POST', path: string, token: string, form?: Record<string, string>) {
  const segments = path.split('/').filter(Boolean);
  const init: RequestInit = { method, headers: { host: HOST, cookie: `vt_cart=${token}`, origin: `http://${HOST}` } };
  if (form) init.body = new URLSearchParams(form);
  const req = new Request(`http://${HOST}${path}`, init);
  const context = { params: Promise.resolve({ site: SLUG, path: segments.length ? segments : undefined }) };
  return method === 'GET' ? GET(req, context) : POST(req, context);
}

async function visitorWithCart(): Promise<string> {
  const token = newVisitorToken();
  await addToCart(db, businessId, token, { productId, quantity: 1 });
  return token;
}

const contact = { firstName: 'Lucie', lastName: 'Martin', email: 'lucie@example.be', phone: '0470 11 22 33' };
const checkoutToken = () => randomBytes(18).toString('base64url');
const ordersCount = async () => (await db.select({ n: count() }).from(orders).where(eq(orders.businessId, businessId)))[0]!.n;

beforeAll(async () => {
  db = await getDb();
  const made = await db.transaction((tx) => createDemoBusiness(tx, { slug: SLUG, days: 0 }));
  businessId = made.id;
  await upsertShop(db, businessId, { status: 'ACTIVE', showPricesToGuests: true, offersShipping: true, shippingFlatRate: 5 });
  const rows = await db.select().from(products).where(eq(products.businessId, businessId));
  productId = rows.find((p) => p.isForSale && !p.trackInventory)?.id ?? rows.find((p) => p.isForSale)!.id;
  await db.update(products).set({ trackInventory: false }).where(eq(products.id, productId));
  const locs = await db.select().from(locations).where(eq(locations.businessId, businessId)).orderBy(locations.position);
  [flagey, gent] = [locs[0]!.id, locs[1]!.id];
}, 180_000);

describe('the checkout offers what the business can honour', () => {
  it('pickup days per location, a payment choice, delivery paid by transfer; a transfer order confirmed with IBAN, BIC, reference and QR', async () => {
    const token = await visitorWithCart();
    const page = await request('GET', '/checkout', token);
    expect(page.status).toBe(200);
    const html = await page.text();
    const options = await orderingOptions(db, businessId);
    const gentDays = options.pickup.find((l) => l.id === gent)!.days;
    expect(html).toContain(`name="pickupDate.${flagey}"`);
    expect(html).toContain(`name="pickupDate.${gent}"`);
    // Gent is closed on Sunday: no Sunday among its days; the first is after today.
    expect(gentDays.some((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 0)).toBe(false);
    expect(html).toContain(`value="${gentDays[0]}"`);
    expect(html).toMatch(/name="paymentMethod"[^>]*value="transfer"/);
    expect(html).toMatch(/name="paymentMethod"[^>]*value="at_pickup"/);
    expect(html).toContain('Une livraison se paie par virement bancaire.');

    const closedDay = await request('POST', '/checkout', token, {
      ...contact,
      checkoutToken: checkoutToken(),
      receive: `pickup:${gent}`,
      [`pickupDate.${gent}`]: '1999-01-01',
      paymentMethod: 'transfer',
    });
    expect(closedDay.status).toBe(422);
    expect(await closedDay.text()).toMatch(/data-field-error="pickupDate"[^>]*>Choisissez un jour de retrait parmi ceux proposés\./);

    // Delivery paid at pickup, sent by hand: refused on the field; the re-rendered form no longer offers it.
    const delivery = await request('POST', '/checkout', token, {
      ...contact,
      checkoutToken: checkoutToken(),
      receive: 'delivery',
      paymentMethod: 'at_pickup',
      'address.line1': 'Rue Haute 1',
      'address.postalCode': '1000',
      'address.city': 'Bruxelles',
      'address.country': 'BE',
    });
    expect(delivery.status).toBe(422);
    const deliveryHtml = await delivery.text();
    expect(deliveryHtml).toContain('data-field-error="paymentMethod"');
    expect(deliveryHtml).not.toMatch(/value="at_pickup"/);
    expect(await ordersCount()).toBe(0);

    const placed = await request('POST', '/checkout', token, {
      ...contact,
      checkoutToken: checkoutToken(),
      receive: `pickup:${gent}`,
      [`pickupDate.${gent}`]: gentDays[1]!,
      paymentMethod: 'transfer',
    });
    expect(placed.status).toBe(303);
    const confirmation = await request('GET', placed.headers.get('location')!, token);
    expect(confirmation.status).toBe(200);
    const text = await confirmation.text();
    expect(text).toContain('data-payment-method="transfer"');
    expect(text).toMatch(/data-beneficiary="">Maison Lemaire SRL</);
    expect(text).toMatch(/data-iban="">BE68 5390 0754 7034</);
    expect(text).toMatch(/data-bic="">TRIOBEBB</);
    expect(text).toMatch(/data-structured-reference="">\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+</);
    expect(text).toMatch(/role="img" aria-label="Code QR de virement : [^"]+"[^>]*data-epc-qr=""><svg/);
    expect(text).toContain('Scannez avec votre application bancaire');
    expect(text).toContain(formatPickupDay(gentDays[1]!));
    expect(text).toContain('Korenmarkt 12, 9000 Gent');
    const [row] = await db.select().from(orders).where(eq(orders.businessId, businessId));
    expect(row).toMatchObject({ paymentMethod: 'transfer', pickupDate: gentDays[1], locationId: gent });
  });

  it('without an IBAN: pickup paid at pickup only, no transfer option, no delivery; confirmed as "à payer au retrait"', async () => {
    await db.update(businesses).set({ iban: null }).where(eq(businesses.id, businessId));
    try {
      const token = await visitorWithCart();
      const html = await (await request('GET', '/checkout', token)).text();
      expect(html).not.toContain('name="paymentMethod"');
      expect(html).not.toContain('value="delivery"');
      expect(html).toContain('À payer au retrait en magasin');
      const transfer = await request('POST', '/checkout', token, {
        ...contact,
        checkoutToken: checkoutToken(),
        receive: `pickup:${flagey}`,
        [`pickupDate.${flagey}`]: (await orderingOptions(db, businessId)).pickup[0]!.days[0]!,
        paymentMethod: 'transfer',
      });
      expect(transfer.status).toBe(422);
      expect(await transfer.text()).toContain('data-field-error="paymentMethod"');
      const placed = await request('POST', '/checkout', token, {
        ...contact,
        checkoutToken: checkoutToken(),
        receive: `pickup:${flagey}`,
        [`pickupDate.${flagey}`]: (await orderingOptions(db, businessId)).pickup[0]!.days[0]!,
      });
      expect(placed.status).toBe(303);
      const text = await (await request('GET', placed.headers.get('location')!, token)).text();
      expect(text).toContain('data-payment-method="at_pickup"');
      expect(text).toContain('À payer au retrait');
      expect(text).not.toContain('data-iban');
      expect(text).not.toContain('data-epc-qr');
    } finally {
      await db.update(businesses).set({ iban: 'BE68539007547034' }).where(eq(businesses.id, businessId));
    }
  });

  it('with nothing to offer (no IBAN, no location address): "pas encore de commandes" on cart and checkout, and no order', async () => {
    const saved = await db.select({ id: locations.id, address: locations.address }).from(locations).where(eq(locations.businessId, businessId));
    await db.update(businesses).set({ iban: null }).where(eq(businesses.id, businessId));
    await db.update(locations).set({ address: null }).where(eq(locations.businessId, businessId));
    try {
      const token = await visitorWithCart();
      const before = await ordersCount();
      for (const path of ['/cart', '/checkout']) {
        const response = await request('GET', path, token);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain('ne prend pas encore de commandes');
        expect(html).not.toContain('href="/checkout"');
        expect(html).not.toContain('data-checkout-form=""');
      }
      const posted = await request('POST', '/checkout', token, { ...contact, checkoutToken: checkoutToken(), receive: `pickup:${flagey}` });
      expect(posted.status).toBe(409);
      expect(await posted.text()).toContain('ne prend pas encore de commandes');
      expect(await ordersCount()).toBe(before);
    } finally {
      await db.update(businesses).set({ iban: 'BE68539007547034' }).where(eq(businesses.id, businessId));
      for (const location of saved) await db.update(locations).set({ address: location.address }).where(eq(locations.id, location.id));
    }
  });
});
