// The Orders page: tabs (to handle, ready/shipped, completed, cancelled) with counts, unpaid only, search, paging.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { OrderList, ordersHref } from '@/components/dashboard/orders/order-list';
import { encodeCursor } from '@/lib/api/paging';
import { getDb } from '@/lib/db/client';
import { type AddressPageProps, cursorParam, firstParam, readFrom } from '@/lib/dashboard/address';
import { requireBusiness } from '@/lib/dashboard/session';
import { hasEntitlement } from '@/lib/domain/keys/scopes';
import { countOrdersByTab, dashboardOrdersQuery, listOrders, ORDER_TABS } from '@/lib/domain/orders/list';
import { appTranslator } from '@/lib/dashboard/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('orders'))('title') };
}

const PAGE_SIZE = 20;
const first = firstParam;

export default async function OrdersPage({ params, searchParams }: AddressPageProps) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'orders');
  if (!hasEntitlement(business.plan, 'shop')) notFound();
  const raw = await searchParams;
  // A hand-edited address falls back to the defaults instead of failing.
  const parsed = z.object(dashboardOrdersQuery).safeParse({ tab: first(raw.tab), payment: first(raw.payment), q: first(raw.q) || undefined });
  const settings = parsed.success ? parsed.data : { tab: 'to_handle' as const, payment: undefined, q: undefined };
  const after = cursorParam(raw);
  const db = await getDb();
  const filters = { paymentStatus: settings.payment, q: settings.q };
  const page = await readFrom((cursor) => listOrders(db, business.id, { ...filters, statuses: ORDER_TABS[settings.tab] }, { limit: PAGE_SIZE, after: cursor }), after);
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
