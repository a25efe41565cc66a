// The Orders page: tabs (to handle, ready/shipped, completed, cancelled) with counts, unpaid only, search, paging.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { OrderList, ordersHref } from '@/components/dashboard/orders/order-list';
import { decodeCursor, encodeCursor } from '@/lib/api/paging';
import { getDb } from '@/lib/db/client';
import { requireBusiness } from '@/lib/dashboard/session';
import { hasEntitlement } from '@/lib/domain/keys/scopes';
import { countOrdersByTab, dashboardOrdersQuery, listOrders, ORDER_TABS } from '@/lib/domain/orders/list';
import { DomainError } from '@/lib/domain/shared/errors';

export const metadata: Metadata = { title: 'Orders' };

const PAGE_SIZE = 20;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function OrdersPage({
  params,
  searchParams,
}: {
  params: Promise<{ businessId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId);
  if (!hasEntitlement(business.plan, 'shop')) notFound();
  const raw = await searchParams;
  // A hand-edited address falls back to the defaults instead of failing.
  const parsed = z.object(dashboardOrdersQuery).safeParse({ tab: first(raw.tab), payment: first(raw.payment), q: first(raw.q) || undefined });
  const settings = parsed.success ? parsed.data : { tab: 'to_handle' as const, payment: undefined, q: undefined };
  let after: string | undefined;
  try {
    after = first(raw.cursor) ? decodeCursor(first(raw.cursor)!) : undefined;
  } catch {
    after = undefined;
  }
  const db = await getDb();
  const filters = { paymentStatus: settings.payment, q: settings.q };
  const page = await listOrders(db, business.id, { ...filters, statuses: ORDER_TABS[settings.tab] }, { limit: PAGE_SIZE, after }).catch((error) => {
    if (error instanceof DomainError) return listOrders(db, business.id, { ...filters, statuses: ORDER_TABS[settings.tab] }, { limit: PAGE_SIZE });
    throw error;
  });
  const counts = await countOrdersByTab(db, business.id, filters);
  const base = { tab: settings.tab, unpaidOnly: settings.payment === 'unpaid', q: settings.q ?? '' };
  return (
    <OrderList
      businessId={business.id}
      {...base}
      counts={counts}
      orders={page.data}
      nextHref={page.nextId ? ordersHref(business.id, { ...base, cursor: encodeCursor(page.nextId) }) : null}
      firstHref={after ? ordersHref(business.id, base) : null}
    />
  );
}
