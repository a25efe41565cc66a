// What the dashboard shows around a customer: the list's visits and loyalty balance, and the web orders of one
// customer. Read-only; one query per page of customers, not one per customer.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyCards, orders, transactions } from '../../db/schema';
import { listInvoices } from '../invoices/invoices';
import type { InvoiceView } from '../invoices/schemas';
import { ensureLoyaltyCard, getLoyaltyCardOrThrow, listLoyaltyCards } from '../loyalty/cards';
import { getLoyaltyProgram } from '../loyalty/program';
import type { LoyaltyCardDetail } from '../loyalty/schemas';
import { DomainError } from '../shared/errors';
import type { Page, PageRequest } from '../shared/paging';
import { type CustomerFilters, getCustomerOrThrow, listCustomers } from './customers';
import type { CustomerDetail, CustomerView } from './schemas';

export type CustomerSummary = CustomerView & {
  visits: number;
  lastVisit: string | null;
  /** The loyalty card's balances, or null when the customer has none (no programme). */
  card: { id: string; stamps: number; points: number; fullCards: number } | null;
};

/** A page of customers (as `listCustomers`) with each one's number of sales, last sale and card balances. */
export async function listCustomerSummaries(db: Db, businessId: string, filters: CustomerFilters, page: PageRequest): Promise<Page<CustomerSummary>> {
  const customersPage = await listCustomers(db, businessId, filters, page);
  const ids = customersPage.data.map((customer) => customer.id);
  if (ids.length === 0) return { ...customersPage, data: [] };
  const visits = await db
    .select({
      customerId: transactions.customerId,
      visits: sql<number>`count(*)`.mapWith(Number),
      lastVisit: sql<Date>`max(${transactions.occurredAt})`.mapWith(transactions.occurredAt),
    })
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), eq(transactions.kind, 'sale'), inArray(transactions.customerId, ids)))
    .groupBy(transactions.customerId);
  const cards = await db
    .select({ id: loyaltyCards.id, customerId: loyaltyCards.customerId, stamps: loyaltyCards.stamps, points: loyaltyCards.points, fullCards: loyaltyCards.fullCards })
    .from(loyaltyCards)
    .where(and(eq(loyaltyCards.businessId, businessId), inArray(loyaltyCards.customerId, ids)));
  const visitsOf = new Map(visits.map((row) => [row.customerId, row]));
  const cardOf = new Map(cards.map(({ customerId, ...card }) => [customerId, card]));
  return {
    ...customersPage,
    data: customersPage.data.map((customer) => {
      const seen = visitsOf.get(customer.id);
      return {
        ...customer,
        visits: seen?.visits ?? 0,
        lastVisit: seen?.lastVisit ? new Date(seen.lastVisit).toISOString() : null,
        card: cardOf.get(customer.id) ?? null,
      };
    }),
  };
}

export type CustomerOrder = {
  id: string;
  number: number;
  createdAt: string;
  status: (typeof orders.$inferSelect)['status'];
  paymentStatus: (typeof orders.$inferSelect)['paymentStatus'];
  totalMinor: number;
  currency: string;
};

/** The customer's latest web orders at this business, newest first. */
export async function listCustomerOrders(db: Db, businessId: string, customerId: string, limit = 10): Promise<CustomerOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
    })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export type CustomerInvoice = Pick<InvoiceView, 'id' | 'type' | 'status' | 'number' | 'issueDate' | 'currency' | 'totalAmount'>;

/** Everything the dashboard's customer page shows: the record and visits, web orders, invoices, the loyalty card. */
export type CustomerPage = {
  customer: CustomerDetail;
  orders: CustomerOrder[];
  invoices: CustomerInvoice[];
  /** null: no card yet (or no programme: `programOn` says which). */
  card: LoyaltyCardDetail | null;
  programOn: boolean;
};

const RECENT = 10;

/** One customer of the business with their history and card; another business's customer → not_found. */
export async function getCustomerPageOrThrow(db: Db, businessId: string, customerId: string): Promise<CustomerPage> {
  const customer = await getCustomerOrThrow(db, businessId, customerId);
  const invoicePage = await listInvoices(db, businessId, { customerId }, { limit: RECENT });
  const [cardRow] = (await listLoyaltyCards(db, businessId, { customerId }, { limit: 1 })).data;
  return {
    customer,
    orders: await listCustomerOrders(db, businessId, customerId, RECENT),
    invoices: invoicePage.data.map(({ id, type, status, number, issueDate, currency, totalAmount }) => ({ id, type, status, number, issueDate, currency, totalAmount })),
    card: cardRow ? await getLoyaltyCardOrThrow(db, businessId, cardRow.id) : null,
    programOn: cardRow !== undefined || (await getLoyaltyProgram(db, businessId)) !== null,
  };
}

/** Gives a customer of this business their loyalty card (when they have none); no programme → invalid_state. */
export async function openLoyaltyCard(db: Db, businessId: string, customerId: string): Promise<LoyaltyCardDetail> {
  await getCustomerOrThrow(db, businessId, customerId);
  const cardId = await ensureLoyaltyCard(db, businessId, customerId);
  if (!cardId) throw new DomainError('invalid_state', 'The business runs no loyalty programme: set one up on the Loyalty page first');
  return getLoyaltyCardOrThrow(db, businessId, cardId);
}
