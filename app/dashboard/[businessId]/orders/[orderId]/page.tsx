// One order: lines, customer, pickup or delivery, payment, the actions its state allows and the timeline.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderDetail } from '@/components/dashboard/orders/order-detail';
import { getDb } from '@/lib/db/client';
import { requireBusiness } from '@/lib/dashboard/session';
import { hasEntitlement } from '@/lib/domain/keys/scopes';
import { withActions } from '@/lib/domain/orders/lifecycle';
import { getOrderOrThrow } from '@/lib/domain/orders/orders';
import { DomainError } from '@/lib/domain/shared/errors';
import { appTranslator } from '@/lib/dashboard/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('orders'))('detail.metaTitle') };
}

export default async function OrderPage({ params }: { params: Promise<{ businessId: string; orderId: string }> }) {
  const { businessId, orderId } = await params;
  const { business } = await requireBusiness(businessId, 'orders');
  if (!hasEntitlement(business.plan, 'shop')) notFound();
  const order = await getOrderOrThrow(await getDb(), business.id, orderId).catch((error) => {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  });
  return <OrderDetail businessId={business.id} initial={withActions(order)} />;
}
