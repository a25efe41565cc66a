'use client';
// The badges of an order's state and payment, in the user's language (the list, the order page, a customer's page).
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import type { OrderView } from '@/lib/domain/orders/orders';

const STATUS_TONES: Record<OrderView['status'], 'brand' | 'warning' | 'success' | 'neutral' | 'danger'> = {
  placed: 'warning',
  ready: 'brand',
  shipped: 'brand',
  completed: 'success',
  cancelled: 'neutral',
};

const PAYMENT_TONES: Record<OrderView['paymentStatus'], 'warning' | 'success' | 'neutral'> = {
  unpaid: 'warning',
  paid: 'success',
  refunded: 'neutral',
};

export function StatusBadge({ status }: { status: OrderView['status'] }) {
  const t = useTranslations('orders');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

export function PaymentBadge({ status }: { status: OrderView['paymentStatus'] }) {
  const t = useTranslations('orders');
  return <Badge tone={PAYMENT_TONES[status]}>{t(`paymentStatus.${status}`)}</Badge>;
}
