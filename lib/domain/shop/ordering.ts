// The ways a shopper can order from a business, decided once (README: Website, shop and storefront → checkout):
// the checkout page offers them, placeOrder refuses anything else, setupIssues lists what is missing.
//   pickup   at a location WITH an address, paying by transfer (needs the IBAN) or at pickup;
//   delivery when the shop ships, paying by transfer only (needs the IBAN).
import { eq } from 'drizzle-orm';
import { type Db, readAll } from '../../db/client';
import { businesses } from '../../db/schema';
import type { Address, OpeningHours } from '../../db/schema/businesses';
import type { OrderPaymentMethod } from '../../db/schema/orders';
import { listLocations } from '../businesses/businesses';
import { hasOpeningHours, pickupDays } from '../orders/pickup-days';
import { toMinor } from '../shared/money';
import { findShop } from './shop';

export type PickupOption = {
  id: string;
  name: string;
  address: Address;
  openingHours: OpeningHours;
  /** The days one may pick up (YYYY-MM-DD), from the next opening day on. */
  days: string[];
  /** False when the location has no opening hours: every day of the window is offered. */
  hoursConfigured: boolean;
};

export type OrderingOptions = {
  /** Locations with an address and at least one pickup day; empty when pickup is not offered. */
  pickup: PickupOption[];
  /** The flat delivery rate (minor units) when delivery is offered, else null. */
  delivery: { flatRateMinor: number } | null;
  /** How one may pay, per way of receiving the order (empty = that way is not offered). */
  payment: { pickup: OrderPaymentMethod[]; delivery: OrderPaymentMethod[] };
  /** What the rules looked at, for setupIssues. */
  facts: { hasIban: boolean; hasPickupAddress: boolean; offersShipping: boolean };
  /** Whether any way to order remains. */
  canOrder: boolean;
  timeZone: string;
};

const hasAddress = (address: Address | null): address is Address => !!address && address.line1.trim() !== '' && address.city.trim() !== '';

/** The ways to order this business offers today (`now` for the pickup days). */
export async function orderingOptions(db: Db, businessId: string, now = new Date()): Promise<OrderingOptions> {
  const [[business], locations, shop] = await readAll(db, [
    () => db.select({ iban: businesses.iban, timezone: businesses.timezone }).from(businesses).where(eq(businesses.id, businessId)).limit(1),
    () => listLocations(db, businessId),
    () => findShop(db, businessId),
  ]);
  const timeZone = business?.timezone ?? 'Europe/Brussels';
  const hasIban = !!business?.iban?.trim();
  const withAddress = locations.filter((location) => hasAddress(location.address));
  const pickup = withAddress
    .map((location) => ({
      id: location.id,
      name: location.name,
      address: location.address as Address,
      openingHours: location.openingHours,
      days: pickupDays(location.openingHours, now, timeZone),
      hoursConfigured: hasOpeningHours(location.openingHours),
    }))
    .filter((location) => location.days.length > 0);
  const offersShipping = !!shop?.offersShipping;
  const delivery = offersShipping && hasIban && shop ? { flatRateMinor: toMinor(shop.shippingFlatRate, shop.currency) } : null;
  const payment = {
    pickup: pickup.length > 0 ? ([...(hasIban ? ['transfer'] : []), 'at_pickup'] as OrderPaymentMethod[]) : [],
    delivery: delivery ? (['transfer'] as OrderPaymentMethod[]) : [],
  };
  return {
    pickup,
    delivery,
    payment,
    facts: { hasIban, hasPickupAddress: withAddress.length > 0, offersShipping },
    canOrder: pickup.length > 0 || delivery !== null,
    timeZone,
  };
}

