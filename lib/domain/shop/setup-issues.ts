// What a business still lacks to take orders well (README: Website, shop and storefront → setupIssues): read
// with the shop by the API and shown as a checklist on the dashboard's Shop settings page. Advisory only: an
// ACTIVE shop stays possible (the builder flow activates first and fills details later).
import { and, eq, sql } from 'drizzle-orm';
import { type Db, readAll } from '../../db/client';
import { businesses, products } from '../../db/schema';
import { orderingOptions } from './ordering';
import { SETUP_ISSUE_CODES, type SetupIssue, type SetupIssueCode, type Shop, type ShopWithIssues } from './schemas';

const MESSAGES: Record<SetupIssueCode, string> = {
  no_iban: 'Add an IBAN to accept payment by transfer',
  no_pickup_address: 'Give a location an address to offer pickup',
  no_way_to_order: 'Shoppers cannot order yet: add an IBAN, or an address to a location',
  no_contact_email: 'Add a contact e-mail to receive new-order notices',
  no_products_for_sale: 'Put at least one product up for sale',
};

/** Every check of the setup list, with whether it is missing (the dashboard shows done and missing alike). */
export async function setupChecklist(db: Db, businessId: string): Promise<{ code: SetupIssueCode; message: string; missing: boolean }[]> {
  const [opts, [business], [forSale]] = await readAll(db, [
    () => orderingOptions(db, businessId),
    () => db.select({ email: businesses.email }).from(businesses).where(eq(businesses.id, businessId)).limit(1),
    () =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(and(eq(products.businessId, businessId), eq(products.isForSale, true))),
  ]);
  const missing: Record<SetupIssueCode, boolean> = {
    no_iban: !opts.facts.hasIban,
    no_pickup_address: !opts.facts.hasPickupAddress,
    no_way_to_order: !opts.canOrder,
    no_contact_email: !business?.email?.trim(),
    no_products_for_sale: (forSale?.count ?? 0) === 0,
  };
  return SETUP_ISSUE_CODES.map((code) => ({ code, message: MESSAGES[code], missing: missing[code] }));
}

/** What is missing, as `setupIssues` of the shop's API answers. */
export async function setupIssues(db: Db, businessId: string): Promise<SetupIssue[]> {
  return (await setupChecklist(db, businessId)).filter((item) => item.missing).map(({ code, message }) => ({ code, message }));
}

/** The shop as the API answers it: its settings and `setupIssues`. */
export async function withSetupIssues(db: Db, businessId: string, shop: Shop): Promise<ShopWithIssues> {
  return { ...shop, setupIssues: await setupIssues(db, businessId) };
}
