// Listing and counting a business's orders: the public API's filters and the dashboard's tabs, search and paging.
import { and, count, desc, eq, gt, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from '../../db/schema/orders';
import { listLocations } from '../businesses/businesses';
import { DomainError } from '../shared/errors';
import { dateTimeInput, updatedSinceFilter } from '../shared/input';
import { updatedAfter } from '../shared/updated-since';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { type OrderSummary, toOrderSummary } from './orders';

/** The dashboard's tabs and the statuses each shows. */
export const ORDER_TABS = {
  to_handle: ['placed'],
  in_progress: ['ready', 'shipped'],
  completed: ['completed'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];

const noNul = (value: string) => !value.includes('\u0000');

/** The public API's list filters. */
export const listOrdersFilters = {
  status: z.enum(ORDER_STATUSES).optional().describe('Only orders in this fulfilment state'),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional().describe('Only orders in this payment state'),
  createdAfter: dateTimeInput().optional().describe('Only orders placed after this instant (ISO 8601 with offset)'),
  updatedSince: updatedSinceFilter(),
};

/** The dashboard's list query: a tab, unpaid only, a search. */
export const dashboardOrdersQuery = {
  tab: z.enum(ORDER_TAB_NAMES).default('to_handle'),
  payment: z.enum(['unpaid']).optional(),
  q: z.string().trim().max(200).refine(noNul, 'must not contain NUL characters').optional(),
};

export type OrderFilters = {
  statuses?: readonly OrderStatus[];
  paymentStatus?: PaymentStatus;
  createdAfter?: string;
  updatedSince?: string;
  /** An order number, or part of the customer's name or e-mail. */
  q?: string;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(businessId: string, filters: OrderFilters): SQL[] {
  const out: SQL[] = [eq(orders.businessId, businessId)];
  if (filters.statuses) out.push(inArray(orders.status, [...filters.statuses]));
  if (filters.paymentStatus) out.push(eq(orders.paymentStatus, filters.paymentStatus));
  if (filters.createdAfter) out.push(gt(orders.createdAt, new Date(filters.createdAfter)));
  if (filters.updatedSince) out.push(updatedAfter(orders.updatedAt, filters.updatedSince));
  const q = filters.q?.trim().replace(/^(n°|#)\s*/i, '');
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const number = /^\d{1,9}$/.test(q) ? [eq(orders.number, Number(q))] : [];
    out.push(or(...number, ilike(orders.customerName, pattern), ilike(orders.email, pattern))!);
  }
  return out;
}

/** A page of order summaries, newest first; the cursor is the last order of the previous page. */
export async function listOrders(db: Db, businessId: string, filters: OrderFilters, page: PageRequest): Promise<Page<OrderSummary>> {
  const where = conditions(businessId, filters);
  if (page.after) {
    const [cursor] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.businessId, businessId), eq(orders.id, page.after)))
      .limit(1);
    if (!cursor) {
      throw new DomainError('validation_failed', 'Invalid cursor: use the nextCursor of a previous page', { details: [{ path: 'cursor', message: 'invalid cursor' }] });
    }
    where.push(lt(orders.id, page.after));
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.id))
    .limit(page.limit + 1);
  const result = toPage(rows, page.limit);
  const locations = result.data.length ? await listLocations(db, businessId) : [];
  const locationOf = (id: string | null) => {
    const found = locations.find((location) => location.id === id);
    return found ? { id: found.id, name: found.name } : null;
  };
  return { ...result, data: result.data.map((row) => toOrderSummary(row, locationOf(row.locationId))) };
}

/** How many orders each dashboard tab holds, under the same unpaid filter and search. */
export async function countOrdersByTab(db: Db, businessId: string, filters: Omit<OrderFilters, 'statuses'> = {}): Promise<Record<OrderTab, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(...conditions(businessId, filters)))
    .groupBy(orders.status);
  const of = (status: OrderStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return Object.fromEntries(ORDER_TAB_NAMES.map((tab) => [tab, ORDER_TABS[tab].reduce((sum, status) => sum + of(status), 0)])) as Record<OrderTab, number>;
}

/** Orders waiting for the merchant (placed, not yet ready, shipped or cancelled): the dashboard's nav badge. */
export async function countOrdersToHandle(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.status, 'placed')));
  return row?.n ?? 0;
}
