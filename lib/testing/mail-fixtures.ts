// Tests of the e-mails: a business with bank details and a pickup address, and orders written straight into the
// tables (any state, any payment method) with their messages enqueued as the order code does.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, locations, orderLines, orders } from '../db/schema';
import type { Address } from '../db/schema/businesses';
import type { OrderPaymentMethod, OrderStatus, PaymentStatus } from '../db/schema/orders';
import { createBusiness } from '../domain/businesses/businesses';
import { enqueueOrderMessages, type OrderMessageEvent } from '../domain/mail/outbox';
import { structuredReferenceDigits } from '../domain/orders/reference';
import { newId } from '../domain/shared/ids';

export type MailBusiness = { businessId: string; locationId: string };

/** A business with e-mail, IBAN, BIC and a located shop; `name` may hold anything (escaping tests). */
export async function mailBusiness(db: Db, overrides: { name?: string; email?: string | null; iban?: string | null } = {}): Promise<MailBusiness> {
  const business = await createBusiness(db, { name: overrides.name ?? 'Maison Lemaire', slug: `mail-${randomBytes(5).toString('hex')}` } as never);
  return equipForMail(db, business.id, overrides);
}

/** Gives an existing business the details its e-mails print: legal name, e-mail, phone, IBAN, BIC, a pickup address. */
export async function equipForMail(db: Db, businessId: string, overrides: { email?: string | null; iban?: string | null } = {}): Promise<MailBusiness> {
  await db
    .update(businesses)
    .set({
      legalName: 'Maison Lemaire SRL',
      email: overrides.email === undefined ? 'bonjour@maison-lemaire.be' : overrides.email,
      phone: '+3225123456',
      iban: overrides.iban === undefined ? 'BE68539007547034' : overrides.iban,
      bic: 'GKCCBEBB',
    })
    .where(eq(businesses.id, businessId));
  const address: Address = { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' };
  const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, businessId)).limit(1);
  await db.update(locations).set({ name: 'Flagey', address }).where(eq(locations.id, location!.id));
  return { businessId, locationId: location!.id };
}

export type FixtureOrder = {
  lines?: { description: string; quantity: number; unitPriceMinor: number }[];
  fulfilment?: 'pickup' | 'delivery';
  paymentMethod?: OrderPaymentMethod;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  customerName?: string;
  email?: string;
  /** The storefront language the order was placed in (French by default). */
  language?: 'fr' | 'nl' | 'en';
};

/** Writes an order (and, with `event`, its messages) in one transaction, as the order code does; returns its id. */
export async function fixtureOrder(db: Db, shop: MailBusiness, input: FixtureOrder = {}, event: OrderMessageEvent | null = 'placed'): Promise<string> {
  return db.transaction(async (tx) => {
    const id = newId('order');
    const result = await tx.execute(sql`select coalesce(max(number), 0) + 1 as number from orders where business_id = ${shop.businessId}`);
    const number = Number((result as unknown as { rows: { number: number }[] }).rows[0]!.number);
    const lines = input.lines ?? [
      { description: 'Pain au levain', quantity: 2, unitPriceMinor: 350 },
      { description: 'Confiture de fraises', quantity: 1, unitPriceMinor: 530 },
    ];
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
    const delivery = input.fulfilment === 'delivery';
    const shipping = delivery ? 595 : 0;
    await tx.insert(orders).values({
      id,
      businessId: shop.businessId,
      number: Number(number),
      reference: structuredReferenceDigits(Number(number) + 1000),
      customerName: input.customerName ?? 'Anne Peeters',
      email: input.email ?? 'anne.peeters@example.be',
      phone: '+32470123456',
      status: input.status ?? 'placed',
      paymentStatus: input.paymentStatus ?? 'unpaid',
      paymentMethod: input.paymentMethod ?? 'transfer',
      fulfilment: delivery ? 'delivery' : 'pickup',
      locationId: delivery ? null : shop.locationId,
      pickupDate: delivery ? null : '2026-12-05',
      address: delivery ? { line1: 'Rue de la Loi 16', postalCode: '1000', city: 'Bruxelles', country: 'BE' } : null,
      subtotalMinor: subtotal,
      shippingMinor: shipping,
      totalMinor: subtotal + shipping,
      currency: 'EUR',
      language: input.language ?? 'fr',
      visitorHash: 'x',
      checkoutToken: randomBytes(12).toString('hex'),
    });
    await tx.insert(orderLines).values(
      lines.map((line, position) => ({
        id: newId('orderLine'),
        orderId: id,
        position,
        description: line.description,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        vatRateBp: 600,
        lineTotalMinor: line.quantity * line.unitPriceMinor,
      })),
    );
    if (event) await enqueueOrderMessages(tx as unknown as Db, shop.businessId, id, event);
    return id;
  });
}
