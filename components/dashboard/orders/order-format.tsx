// The words and badges of orders, shared by the list and the order page. Money and days as everywhere in the
// product (lib/i18n/format.ts, in the user's language); times of day in Brussels.
import { minorDigits, type Formatter } from '@/lib/i18n/format';
import type { Translator } from '@/lib/i18n/translator';
import type { OrderView } from '@/lib/domain/orders/orders';

export { PaymentBadge, StatusBadge } from './order-badges';

/** An amount in major units (4.77) → minor units (477) of `currency`, for the formatter's money(). */
export const minorUnits = (amount: number, currency: string) => Math.round(amount * 10 ** minorDigits(currency));

/** How the order reaches the customer, in a few words. */
export function fulfilmentText(
  order: { fulfilment: 'pickup' | 'delivery'; pickupDate: string | null; location: { name: string } | null },
  t: Translator<'orders'>,
  f: Formatter,
): string {
  if (order.fulfilment === 'delivery') return t('fulfilment.delivery');
  const location = order.location?.name;
  const date = order.pickupDate ? f.date(order.pickupDate) : null;
  if (date) return location ? t('fulfilment.pickupOnAt', { date, location }) : t('fulfilment.pickupOn', { date });
  return location ? t('fulfilment.pickupAt', { location }) : t('fulfilment.pickup');
}

export type OrderStatus = OrderView['status'];
export type PaymentStatus = OrderView['paymentStatus'];
