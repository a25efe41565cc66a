// Transactions: sales and refunds recorded at the till or by the web shop, and the list of them.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, readAll } from '../../db/client';
import { businesses, customers, locations, payments, products, registerSessions, staff, transactionLines, transactions } from '../../db/schema';
import { DomainError, type ErrorDetail, invalid, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { bpToPercent, fromMinor } from '../shared/money';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { checkVatRate } from '../shared/vat';
import { lineAmounts, sumLines } from './amounts';
import { boundToInstant } from './brussels-time';
import { type RecordTransactionInput, type TransactionFilters, type TransactionView, recordTransactionInput } from './schemas';

type ParsedInput = z.output<typeof recordTransactionInput>;
type TransactionRow = typeof transactions.$inferInsert;
type LineRow = typeof transactionLines.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;

function zodIssues(error: z.ZodError, prefix: string): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

const at = (prefix: string, path: string) => (prefix ? `${prefix}.${path}` : path);

/** Ids of `table` among `ids` that belong to the business. */
async function ownedIds(db: Db, table: typeof locations | typeof staff | typeof customers | typeof products, businessId: string, ids: Set<string>) {
  if (ids.size === 0) return new Set<string>();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.businessId, businessId), inArray(table.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

const collect = <T>(items: T[], pick: (item: T) => string | null | undefined) =>
  new Set(items.map(pick).filter((value): value is string => Boolean(value)));

export function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/**
 * Inserts rows (snake_case keys = column names, the same keys in every row) with one JSON parameter
 * (json_populate_recordset): far cheaper to send and parse than thousands of bound parameters, which is what makes
 * a day of tickets, or a bench's 100 000, quick to record.
 */
async function insertJson(db: Db, table: 'transactions' | 'transaction_lines' | 'payments', rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!)
    .map((column) => `"${column}"`)
    .join(', ');
  await db.execute(
    sql`insert into ${sql.raw(`"${table}" (${columns})`)} select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(`"${table}"`)}, ${JSON.stringify(rows)}::json)`,
  );
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Records many transactions at once (one validation pass, batched inserts, one database transaction) and
 * returns their ids in input order. Every rule of recordTransaction applies to each; the first broken rule
 * rejects the whole batch (error paths are prefixed with the input's index).
 */
export async function recordTransactions(db: Db, businessId: string, rawInputs: RecordTransactionInput[]): Promise<string[]> {
  const single = rawInputs.length === 1;
  const prefixOf = (index: number) => (single ? '' : String(index));
  const inputs: ParsedInput[] = rawInputs.map((raw, index) => {
    const parsed = recordTransactionInput.safeParse(raw);
    if (!parsed.success) {
      const details = zodIssues(parsed.error, prefixOf(index));
      throw new DomainError('validation_failed', `Invalid transaction: ${details[0]?.path || 'input'}: ${details[0]?.message}`, { details });
    }
    return parsed.data;
  });
  if (inputs.length === 0) return [];

  const [business] = await db
    .select({ vatRatesBp: businesses.vatRatesBp })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business) throw notFound('Business');

  const lines = inputs.flatMap((input) => input.lines);
  const [locationIds, staffIds, customerIds, productIds] = await readAll(db, [
    () => ownedIds(db, locations, businessId, collect(inputs, (input) => input.locationId)),
    () => ownedIds(db, staff, businessId, collect(inputs, (input) => input.staffId)),
    () => ownedIds(db, customers, businessId, collect(inputs, (input) => input.customerId)),
    () => ownedIds(db, products, businessId, collect(lines, (line) => line.productId)),
  ]);
  const sessionIds = collect(inputs, (input) => input.sessionId);
  const sessions = sessionIds.size
    ? await db
        .select({ id: registerSessions.id, locationId: registerSessions.locationId, openedAt: registerSessions.openedAt, closedAt: registerSessions.closedAt })
        .from(registerSessions)
        .where(and(eq(registerSessions.businessId, businessId), inArray(registerSessions.id, [...sessionIds])))
    : [];
  const sessionById = new Map(sessions.map((session) => [session.id, session]));
  const originalIds = collect(inputs, (input) => input.refundOfId);
  const originals = originalIds.size
    ? await db
        .select({
          id: transactions.id,
          kind: transactions.kind,
          occurredAt: transactions.occurredAt,
          totalMinor: transactions.totalMinor,
        })
        .from(transactions)
        .where(and(eq(transactions.businessId, businessId), inArray(transactions.id, [...originalIds])))
    : [];
  const refunded = originals.length
    ? await db
        .select({ id: transactions.refundOfId, minor: sql<number>`sum(${transactions.totalMinor})::bigint`.mapWith(Number) })
        .from(transactions)
        .where(and(eq(transactions.businessId, businessId), inArray(transactions.refundOfId, originals.map((row) => row.id))))
        .groupBy(transactions.refundOfId)
    : [];
  const originalById = new Map(
    originals.map((row) => [row.id, { ...row, refundedMinor: refunded.find((r) => r.id === row.id)?.minor ?? 0 }]),
  );

  const missing = (what: string, path: string) =>
    new DomainError('not_found', `${what} not found`, { details: [{ path, message: `no such ${what.toLowerCase()} in this business` }] });

  const transactionRows: TransactionRow[] = [];
  const lineRows: LineRow[] = [];
  const paymentRows: PaymentRow[] = [];
  inputs.forEach((input, index) => {
    const prefix = prefixOf(index);
    if (!locationIds.has(input.locationId)) throw missing('Location', at(prefix, 'locationId'));
    if (input.staffId && !staffIds.has(input.staffId)) throw missing('Staff member', at(prefix, 'staffId'));
    if (input.customerId && !customerIds.has(input.customerId)) throw missing('Customer', at(prefix, 'customerId'));
    if (input.sessionId) {
      const session = sessionById.get(input.sessionId);
      if (!session) throw missing('Session', at(prefix, 'sessionId'));
      if (session.locationId !== input.locationId) throw invalid(at(prefix, 'sessionId'), 'the session is at another location');
      if (input.occurredAt < session.openedAt || (session.closedAt && input.occurredAt > session.closedAt)) {
        throw invalid(at(prefix, 'occurredAt'), 'must fall between the opening and the closing of the session');
      }
    }
    const sign = input.kind === 'refund' ? -1 : 1;
    const id = newId('transaction');
    const amounts = input.lines.map((line, lineIndex) => {
      if (line.productId && !productIds.has(line.productId)) throw missing('Product', at(prefix, `lines.${lineIndex}.productId`));
      checkVatRate(business.vatRatesBp, line.vatRateBp, at(prefix, `lines.${lineIndex}.vatRateBp`), 'bp');
      const computed = lineAmounts(sign * line.quantity, line.unitPriceMinor, line.vatRateBp);
      lineRows.push({
        id: newId('transactionLine'),
        transactionId: id,
        productId: line.productId ?? null,
        description: line.description,
        quantity: sign * line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        vatRateBp: line.vatRateBp,
        ...computed,
      });
      return computed;
    });
    const totals = sumLines(amounts);
    const paid = input.payments.reduce((sum, payment) => sum + sign * payment.amountMinor, 0);
    if (paid !== totals.totalMinor) {
      throw invalid(at(prefix, 'payments'), `the payments add up to ${sign * paid} but the lines to ${sign * totals.totalMinor} (minor units)`);
    }
    if (input.refundOfId) {
      const original = originalById.get(input.refundOfId);
      if (!original) throw missing('Transaction', at(prefix, 'refundOfId'));
      if (original.kind !== 'sale') throw invalid(at(prefix, 'refundOfId'), 'a refund refers to a sale');
      if (input.occurredAt < original.occurredAt) throw invalid(at(prefix, 'occurredAt'), 'a refund cannot precede its sale');
      if (original.totalMinor + original.refundedMinor + totals.totalMinor < 0) {
        throw invalid(at(prefix, 'lines'), 'the refund exceeds what is left to refund on the sale');
      }
      original.refundedMinor += totals.totalMinor;
    }
    for (const payment of input.payments) {
      paymentRows.push({ id: newId('payment'), transactionId: id, method: payment.method, amountMinor: sign * payment.amountMinor });
    }
    transactionRows.push({
      id,
      businessId,
      locationId: input.locationId,
      sessionId: input.sessionId ?? null,
      staffId: input.staffId ?? null,
      customerId: input.customerId ?? null,
      channel: input.channel,
      kind: input.kind,
      refundOfId: input.refundOfId ?? null,
      occurredAt: input.occurredAt,
      ...totals,
    });
  });

  await db.transaction(async (tx) => {
    for (const rows of chunks(transactionRows, 5_000)) {
      await insertJson(
        tx,
        'transactions',
        rows.map((row) => ({
          id: row.id,
          business_id: row.businessId,
          location_id: row.locationId,
          session_id: row.sessionId,
          staff_id: row.staffId,
          customer_id: row.customerId,
          channel: row.channel,
          kind: row.kind,
          refund_of_id: row.refundOfId,
          occurred_at: (row.occurredAt as Date).toISOString(),
          total_excl_vat_minor: row.totalExclVatMinor,
          total_vat_minor: row.totalVatMinor,
          total_minor: row.totalMinor,
        })),
      );
    }
    for (const rows of chunks(lineRows, 10_000)) {
      await insertJson(
        tx,
        'transaction_lines',
        rows.map((row) => ({
          id: row.id,
          transaction_id: row.transactionId,
          product_id: row.productId,
          description: row.description,
          quantity: row.quantity,
          unit_price_minor: row.unitPriceMinor,
          vat_rate_bp: row.vatRateBp,
          line_total_minor: row.lineTotalMinor,
          line_excl_vat_minor: row.lineExclVatMinor,
          line_vat_minor: row.lineVatMinor,
        })),
      );
    }
    for (const rows of chunks(paymentRows, 10_000)) {
      await insertJson(
        tx,
        'payments',
        rows.map((row) => ({ id: row.id, transaction_id: row.transactionId, method: row.method, amount_minor: row.amountMinor })),
      );
    }
  });
  return transactionRows.map((row) => row.id!);
}

/**
 * Records one sale or refund: per line total, excl. VAT and VAT computed exactly (VAT extracted from the
 * VAT-inclusive price, half-up); refunds stored negative; the payments must add up to the total.
 */
export async function recordTransaction(db: Db, businessId: string, input: RecordTransactionInput): Promise<TransactionView> {
  const [id] = await recordTransactions(db, businessId, [input]);
  return getTransactionOrThrow(db, businessId, id!);
}

type StoredTransaction = typeof transactions.$inferSelect;

async function toViews(db: Db, businessId: string, rows: StoredTransaction[]): Promise<TransactionView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [[business], lineRows, paymentRows] = await readAll(db, [
    () => db.select({ currency: businesses.currency }).from(businesses).where(eq(businesses.id, businessId)),
    () => db.select().from(transactionLines).where(inArray(transactionLines.transactionId, ids)).orderBy(asc(transactionLines.id)),
    () => db.select().from(payments).where(inArray(payments.transactionId, ids)).orderBy(asc(payments.id)),
  ]);
  const currency = business?.currency ?? 'EUR';
  const money = (minor: number) => fromMinor(minor, currency);
  const linesOf = groupBy(lineRows, (line) => line.transactionId);
  const paymentsOf = groupBy(paymentRows, (payment) => payment.transactionId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    refundOfId: row.refundOfId,
    channel: row.channel,
    occurredAt: row.occurredAt.toISOString(),
    locationId: row.locationId,
    sessionId: row.sessionId,
    staffId: row.staffId,
    customerId: row.customerId,
    currency,
    lines: (linesOf.get(row.id) ?? []).map((line) => ({
      productId: line.productId,
      description: line.description,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor),
      vatPercent: bpToPercent(line.vatRateBp),
      lineTotal: money(line.lineTotalMinor),
      lineTotalExclVat: money(line.lineExclVatMinor),
      lineVat: money(line.lineVatMinor),
    })),
    payments: (paymentsOf.get(row.id) ?? []).map((payment) => ({ method: payment.method, amount: money(payment.amountMinor) })),
    totalExclVat: money(row.totalExclVatMinor),
    totalVat: money(row.totalVatMinor),
    totalAmount: money(row.totalMinor),
  }));
}

export async function getTransactionOrThrow(db: Db, businessId: string, transactionId: string): Promise<TransactionView> {
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), eq(transactions.id, transactionId)))
    .limit(1);
  if (!rows[0]) throw notFound('Transaction');
  return (await toViews(db, businessId, rows))[0]!;
}

/** Throws 404 (with the filter's name in details) when a filter names a record that is not the business's. */
export async function checkFilterOwnership(
  db: Db,
  businessId: string,
  filters: { locationId?: string; sessionId?: string; customerId?: string },
): Promise<void> {
  const checks: [string | undefined, typeof locations | typeof customers | typeof registerSessions, string, string][] = [
    [filters.locationId, locations, 'locationId', 'Location'],
    [filters.sessionId, registerSessions, 'sessionId', 'Session'],
    [filters.customerId, customers, 'customerId', 'Customer'],
  ];
  for (const [value, table, path, what] of checks) {
    if (!value) continue;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.businessId, businessId), eq(table.id, value)))
      .limit(1);
    if (!row) throw new DomainError('not_found', `${what} not found`, { details: [{ path, message: `no such ${what.toLowerCase()} in this business` }] });
  }
}

/** The half-open instant range of `from`/`to` filters (dates are Europe/Brussels days); from must precede to. */
export function timeRange(filters: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const from = filters.from ? boundToInstant(filters.from, 'from') : undefined;
  const to = filters.to ? boundToInstant(filters.to, 'to') : undefined;
  if (from && to && from >= to) throw invalid('to', 'must be after from');
  return { from, to };
}

const invalidCursor = () =>
  new DomainError('validation_failed', 'Invalid cursor: use the nextCursor of a previous page', {
    details: [{ path: 'cursor', message: 'invalid cursor' }],
  });

/**
 * Lists transactions newest first (by occurredAt, then id), with their lines and payments. The cursor is the
 * last transaction of the previous page: paging is stable while new transactions are recorded.
 */
export async function listTransactions(db: Db, businessId: string, filters: TransactionFilters, page: PageRequest): Promise<Page<TransactionView>> {
  await checkFilterOwnership(db, businessId, filters);
  const { from, to } = timeRange(filters);
  const conditions = [eq(transactions.businessId, businessId)];
  if (from) conditions.push(gte(transactions.occurredAt, from));
  if (to) conditions.push(lt(transactions.occurredAt, to));
  if (filters.locationId) conditions.push(eq(transactions.locationId, filters.locationId));
  if (filters.sessionId) conditions.push(eq(transactions.sessionId, filters.sessionId));
  if (filters.customerId) conditions.push(eq(transactions.customerId, filters.customerId));
  if (filters.channel) conditions.push(eq(transactions.channel, filters.channel));
  if (page.after) {
    const [cursor] = await db
      .select({ occurredAt: sql<string>`${transactions.occurredAt}::text` })
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), eq(transactions.id, page.after)))
      .limit(1);
    if (!cursor) throw invalidCursor();
    conditions.push(sql`(${transactions.occurredAt}, ${transactions.id}) < (${cursor.occurredAt}::timestamptz, ${page.after})`);
  }
  const rows = await db
    .select()
    .from(transactions)
    .where(and(...conditions))
    .orderBy(desc(transactions.occurredAt), desc(transactions.id))
    .limit(page.limit + 1);
  const result = toPage(rows, page.limit);
  return { ...result, data: await toViews(db, businessId, result.data) };
}
