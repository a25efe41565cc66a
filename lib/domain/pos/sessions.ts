// Register sessions: a till opened with a cash float and closed with a cash count, and what went through it.
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type Db, readAll } from '../../db/client';
import { businesses, locations, payments, registerSessions, staff, transactions } from '../../db/schema';
import { DomainError, invalid, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { fromMinor } from '../shared/money';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { PAYMENT_METHODS, type PaymentMethod, type SessionFilters, type SessionView } from './schemas';
import { checkFilterOwnership, timeRange } from './transactions';

export type OpenSessionInput = { locationId: string; staffId?: string | null; openedAt?: Date; openingFloatMinor: number };
export type CloseSessionInput = { closedAt?: Date; countedCashMinor: number };
/** The stored session (amounts in minor units); the API view with its totals is getSessionOrThrow's. */
export type SessionRecord = typeof registerSessions.$inferSelect;

const sessionColumns = {
  session: registerSessions,
  locationName: locations.name,
  currency: businesses.currency,
};
type SessionRow = { session: typeof registerSessions.$inferSelect; locationName: string; currency: string };

function selectSessions(db: Db) {
  return db
    .select(sessionColumns)
    .from(registerSessions)
    .innerJoin(locations, eq(locations.id, registerSessions.locationId))
    .innerJoin(businesses, eq(businesses.id, registerSessions.businessId));
}

async function toViews(db: Db, businessId: string, rows: SessionRow[]): Promise<SessionView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.session.id);
  const [byMethod, counts] = await readAll(db, [
    () => db
      .select({
        sessionId: transactions.sessionId,
        method: payments.method,
        amountMinor: sql<number>`sum(${payments.amountMinor})::bigint`.mapWith(Number),
        count: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(payments)
      .innerJoin(transactions, eq(transactions.id, payments.transactionId))
      .where(and(eq(transactions.businessId, businessId), inArray(transactions.sessionId, ids)))
      .groupBy(transactions.sessionId, payments.method),
    () => db
      .select({
        sessionId: transactions.sessionId,
        count: sql<number>`count(*)::int`.mapWith(Number),
        totalMinor: sql<number>`sum(${transactions.totalMinor})::bigint`.mapWith(Number),
      })
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), inArray(transactions.sessionId, ids)))
      .groupBy(transactions.sessionId),
  ]);
  const order = (method: PaymentMethod) => PAYMENT_METHODS.indexOf(method);
  return rows.map(({ session, locationName, currency }) => {
    const money = (minor: number) => fromMinor(minor, currency);
    const methods = byMethod
      .filter((row) => row.sessionId === session.id)
      .sort((a, b) => order(a.method) - order(b.method));
    const cashMinor = methods.find((row) => row.method === 'cash')?.amountMinor ?? 0;
    const expectedMinor = session.openingFloatMinor + cashMinor;
    const count = counts.find((row) => row.sessionId === session.id);
    return {
      id: session.id,
      status: session.closedAt ? 'closed' : 'open',
      locationId: session.locationId,
      location: { id: session.locationId, name: locationName },
      staffId: session.staffId,
      openedAt: session.openedAt.toISOString(),
      closedAt: session.closedAt?.toISOString() ?? null,
      currency,
      openingFloat: money(session.openingFloatMinor),
      countedCash: session.countedCashMinor === null ? null : money(session.countedCashMinor),
      expectedCash: money(expectedMinor),
      cashDifference: session.countedCashMinor === null ? null : money(session.countedCashMinor - expectedMinor),
      totalAmount: money(count?.totalMinor ?? 0),
      totalsByMethod: methods.map((row) => ({ method: row.method, amount: money(row.amountMinor), count: row.count })),
      transactionCount: count?.count ?? 0,
    };
  });
}

export async function getSessionOrThrow(db: Db, businessId: string, sessionId: string): Promise<SessionView> {
  const rows = await selectSessions(db)
    .where(and(eq(registerSessions.businessId, businessId), eq(registerSessions.id, sessionId)))
    .limit(1);
  if (!rows[0]) throw notFound('Session');
  return (await toViews(db, businessId, rows))[0]!;
}

/** Opens a till at a location (one open session per location at a time); returns the stored record. */
export async function openSession(db: Db, businessId: string, input: OpenSessionInput): Promise<SessionRecord> {
  if (!Number.isInteger(input.openingFloatMinor) || input.openingFloatMinor < 0) {
    throw invalid('openingFloatMinor', 'must be a non-negative integer');
  }
  await checkFilterOwnership(db, businessId, { locationId: input.locationId });
  if (input.staffId) {
    const [member] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.businessId, businessId), eq(staff.id, input.staffId)));
    if (!member) throw new DomainError('not_found', 'Staff member not found', { details: [{ path: 'staffId', message: 'no such staff member' }] });
  }
  const [open] = await db
    .select({ id: registerSessions.id })
    .from(registerSessions)
    .where(and(eq(registerSessions.businessId, businessId), eq(registerSessions.locationId, input.locationId), isNull(registerSessions.closedAt)))
    .limit(1);
  if (open) throw new DomainError('conflict', 'A session is already open at this location', { existingId: open.id });
  const [row] = await db
    .insert(registerSessions)
    .values({
      id: newId('session'),
      businessId,
      locationId: input.locationId,
      staffId: input.staffId ?? null,
      openedAt: input.openedAt ?? new Date(),
      openingFloatMinor: input.openingFloatMinor,
    })
    .returning();
  return row!;
}

/** Closes a till with the cash counted in the drawer; returns the stored record. */
export async function closeSession(db: Db, businessId: string, sessionId: string, input: CloseSessionInput): Promise<SessionRecord> {
  if (!Number.isInteger(input.countedCashMinor) || input.countedCashMinor < 0) {
    throw invalid('countedCashMinor', 'must be a non-negative integer');
  }
  const [session] = await db
    .select()
    .from(registerSessions)
    .where(and(eq(registerSessions.businessId, businessId), eq(registerSessions.id, sessionId)));
  if (!session) throw notFound('Session');
  if (session.closedAt) throw new DomainError('invalid_state', 'The session is already closed');
  const closedAt = input.closedAt ?? new Date();
  if (closedAt < session.openedAt) throw invalid('closedAt', 'must not precede the opening');
  const [row] = await db
    .update(registerSessions)
    .set({ closedAt, countedCashMinor: input.countedCashMinor })
    .where(and(eq(registerSessions.id, sessionId), isNull(registerSessions.closedAt)))
    .returning();
  if (!row) throw new DomainError('invalid_state', 'The session is already closed');
  return row;
}

/** Lists sessions newest first (by openedAt, then id), with their cash and payment totals. */
export async function listSessions(db: Db, businessId: string, filters: SessionFilters, page: PageRequest): Promise<Page<SessionView>> {
  await checkFilterOwnership(db, businessId, { locationId: filters.locationId });
  const { from, to } = timeRange(filters);
  const conditions = [eq(registerSessions.businessId, businessId)];
  if (from) conditions.push(gte(registerSessions.openedAt, from));
  if (to) conditions.push(lt(registerSessions.openedAt, to));
  if (filters.locationId) conditions.push(eq(registerSessions.locationId, filters.locationId));
  if (page.after) {
    const [cursor] = await db
      .select({ openedAt: sql<string>`${registerSessions.openedAt}::text` })
      .from(registerSessions)
      .where(and(eq(registerSessions.businessId, businessId), eq(registerSessions.id, page.after)))
      .limit(1);
    if (!cursor) {
      throw new DomainError('validation_failed', 'Invalid cursor: use the nextCursor of a previous page', {
        details: [{ path: 'cursor', message: 'invalid cursor' }],
      });
    }
    conditions.push(sql`(${registerSessions.openedAt}, ${registerSessions.id}) < (${cursor.openedAt}::timestamptz, ${page.after})`);
  }
  const rows = await selectSessions(db)
    .where(and(...conditions))
    .orderBy(desc(registerSessions.openedAt), desc(registerSessions.id))
    .limit(page.limit + 1);
  const result = toPage(rows.map((row) => ({ ...row, id: row.session.id })), page.limit);
  return { ...result, data: await toViews(db, businessId, result.data) };
}
