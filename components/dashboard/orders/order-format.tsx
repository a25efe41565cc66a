// The words and badges of orders, shared by the list and the order page. Money and days as everywhere in the
// product (lib/domain/invoices/format.ts); times of day in Brussels.
import { Badge } from '@/components/ui/badge';
import { formatDate, formatDateTime, formatMoney } from '@/lib/i18n/format';
import type { OrderPaidMethod } from '@/lib/domain/orders/lifecycle';
import type { OrderView } from '@/lib/domain/orders/orders';

type OrderStatus = OrderView['status'];
type PaymentStatus = OrderView['paymentStatus'];
type OrderPaymentMethod = OrderView['paymentMethod'];

export { formatMoney };

export { formatDate, formatDateTime };

const STATUS: Record<OrderStatus, { label: string; tone: 'brand' | 'warning' | 'success' | 'neutral' | 'danger' }> = {
  placed: { label: 'To handle', tone: 'warning' },
  ready: { label: 'Ready for pickup', tone: 'brand' },
  shipped: { label: 'Shipped', tone: 'brand' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

const PAYMENT: Record<PaymentStatus, { label: string; tone: 'warning' | 'success' | 'neutral' }> = {
  unpaid: { label: 'Unpaid', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT[status].tone}>{PAYMENT[status].label}</Badge>;
}

export const PAID_METHOD_LABELS: Record<OrderPaidMethod, string> = {
  transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  bancontact: 'Bancontact',
  payconiq: 'Payconiq',
};

export const CHOSEN_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  transfer: 'Bank transfer',
  at_pickup: 'At pickup',
};

/** How the order reaches the customer, in a few words. */
export function fulfilmentText(order: { fulfilment: 'pickup' | 'delivery'; pickupDate: string | null; location: { name: string } | null }): string {
  if (order.fulfilment === 'delivery') return 'Delivery';
  const where = order.location ? ` at ${order.location.name}` : '';
  return order.pickupDate ? `Pickup ${formatDate(order.pickupDate)}${where}` : `Pickup${where}`;
}
