// Read side for the dashboard's Sales pages: transactions and register sessions as the public API lists them,
// with the names behind their ids (locations, customers, staff, in three small queries) to say who and where.
import { and, eq, inArray } from 'drizzle-orm';
import { type Db, readAll } from '../../db/client';
import { customers, locations, staff } from '../../db/schema';
import type { Page, PageRequest } from '../shared/paging';
import type { SessionFilters, SessionView, TransactionFilters, TransactionView } from './schemas';
import { listSessions } from './sessions';
import { getTransactionOrThrow, listTransactions } from './transactions';

export type SalesNames = { locations: Record<string, string>; customers: Record<string, string>; staff: Record<string, string> };

type Ids = { locationIds?: (string | null)[]; customerIds?: (string | null)[]; staffIds?: (string | null)[] };

const present = (ids: (string | null)[] | undefined) => [...new Set((ids ?? []).filter((id): id is string => Boolean(id)))];

/** How a customer is called in a list: the company, else the name, else the e-mail or phone. */
export function customerLabel(row: { firstName: string | null; lastName: string | null; company: string | null; email: string | null; phone: string | null }): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return row.company || name || row.email || row.phone || 'Customer';
}

/** The names of the given ids that belong to the business (others are left out). */
export async function salesNames(db: Db, businessId: string, ids: Ids): Promise<SalesNames> {
  const [locationIds, customerIds, staffIds] = [present(ids.locationIds), present(ids.customerIds), present(ids.staffIds)];
  const none = async () => [];
  const [locationRows, customerRows, staffRows] = await readAll(db, [
    () => (locationIds.length ? db.select({ id: locations.id, name: locations.name }).from(locations).where(and(eq(locations.businessId, businessId), inArray(locations.id, locationIds))) : none()),
    () =>
      customerIds.length
        ? db
            .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName, company: customers.company, email: customers.email, phone: customers.phone })
            .from(customers)
            .where(and(eq(customers.businessId, businessId), inArray(customers.id, customerIds)))
        : none(),
    () => (staffIds.length ? db.select({ id: staff.id, name: staff.name }).from(staff).where(and(eq(staff.businessId, businessId), inArray(staff.id, staffIds))) : none()),
  ] as const);
  return {
    locations: Object.fromEntries(locationRows.map((row) => [row.id, row.name])),
    customers: Object.fromEntries(customerRows.map((row) => [row.id, customerLabel(row)])),
    staff: Object.fromEntries(staffRows.map((row) => [row.id, row.name])),
  };
}

/** A page of transactions with the names of their locations, customers and staff. */
export async function transactionsWithNames(db: Db, businessId: string, filters: TransactionFilters, page: PageRequest): Promise<Page<TransactionView> & { names: SalesNames }> {
  const result = await listTransactions(db, businessId, filters, page);
  return { ...result, names: await namesOfTransactions(db, businessId, result.data) };
}

/** One transaction with its names; 404 when it is not the business's. */
export async function transactionWithNames(db: Db, businessId: string, transactionId: string): Promise<{ transaction: TransactionView; names: SalesNames }> {
  const transaction = await getTransactionOrThrow(db, businessId, transactionId);
  return { transaction, names: await namesOfTransactions(db, businessId, [transaction]) };
}

/** A page of register sessions with the names of their staff. */
export async function sessionsWithNames(db: Db, businessId: string, filters: SessionFilters, page: PageRequest): Promise<Page<SessionView> & { names: SalesNames }> {
  const result = await listSessions(db, businessId, filters, page);
  return { ...result, names: await salesNames(db, businessId, { staffIds: result.data.map((session) => session.staffId) }) };
}

const namesOfTransactions = (db: Db, businessId: string, list: TransactionView[]) =>
  salesNames(db, businessId, {
    locationIds: list.map((t) => t.locationId),
    customerIds: list.map((t) => t.customerId),
    staffIds: list.map((t) => t.staffId),
  });
