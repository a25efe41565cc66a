// Invoices and credit notes: drafts, items, finalization with gapless numbering, credit notes, EUR conversion.
import { and, asc, eq, gte, lte, max, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, customers, invoiceItems, invoiceSequences, invoices } from '../../db/schema';
import { recordEvent } from '../events/events';
import { isKnownCurrency, resolveRate } from '../rates/resolve-rate';
import { DomainError, invalid, notFound } from '../shared/errors';
import { formatScaled, parseScaled } from '../shared/decimal';
import { newId } from '../shared/ids';
import { bpToPercent, fromMinor } from '../shared/money';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { updatedAfter } from '../shared/updated-since';
import { formatStructuredReference, structuredReferenceDigits } from '../orders/reference';
import { checkVatRate } from '../shared/vat';
import { eInvoiceStatus } from './e-invoice';
import { todayInBrussels } from '../../i18n/format';
import { PRICE_SCALE, QUANTITY_SCALE, computeTotals, decimalToNumber, lineTotalMinor, toEurMinor, withinLineAmount } from './amounts';
import {
  type CreateCreditNoteBody,
  type CreateInvoiceBody,
  type InvoiceItemInput,
  type InvoiceView,
  LINE_AMOUNT_MESSAGE,
  type UpdateInvoiceBody,
} from './schemas';

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;
type BusinessRow = typeof businesses.$inferSelect;

export { todayInBrussels };

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const conflict = (message: string) => new DomainError('conflict', message);
const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === '' ? null : value);

async function businessOrThrow(db: Db, businessId: string): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!row) throw notFound('Business');
  return row;
}

async function checkCurrency(db: Db, currency: string) {
  if (!(await isKnownCurrency(db, currency))) {
    throw new DomainError('validation_failed', `${currency} is not EUR nor a currency with an ECB reference rate`, {
      details: [{ path: 'currency', message: 'unknown or unsupported currency' }],
    });
  }
}

function itemValues(invoiceId: string, position: number, item: InvoiceItemInput, vatRateBp: number, currency: string) {
  const quantity = formatScaled(parseScaled(item.quantity, QUANTITY_SCALE)!, QUANTITY_SCALE);
  const unitPrice = formatScaled(parseScaled(item.unitPrice, PRICE_SCALE)!, PRICE_SCALE);
  return {
    id: newId('invoiceItem'),
    invoiceId,
    position,
    description: item.description,
    quantity,
    unitPrice,
    vatRateBp,
    lineTotalMinor: lineTotalMinor(quantity, unitPrice, currency),
  };
}

async function itemsOf(db: Db, invoiceId: string): Promise<ItemRow[]> {
  return db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).orderBy(asc(invoiceItems.position), asc(invoiceItems.id));
}

/** The rate fields for a document in `currency` dated `issueDate` (pending when the ECB rate is not known yet). */
async function rateFields(db: Db, currency: string, issueDate: string) {
  if (currency === 'EUR') return { exchangeRate: '1', exchangeRateDate: issueDate, exchangeRateStatus: 'resolved' as const };
  const found = await resolveRate(db, currency, issueDate);
  return found
    ? { exchangeRate: found.rate, exchangeRateDate: found.date, exchangeRateStatus: 'resolved' as const }
    : { exchangeRate: null, exchangeRateDate: null, exchangeRateStatus: 'pending' as const };
}

/** Recomputes and stores the totals (and EUR base amount) of a document from its items. */
async function storeTotals(db: Db, invoice: Pick<InvoiceRow, 'id' | 'currency' | 'exchangeRate'>) {
  const items = await itemsOf(db, invoice.id);
  const totals = computeTotals(items, invoice.currency);
  const [row] = await db
    .update(invoices)
    .set({
      totalExclVatMinor: totals.totalExclVatMinor,
      totalVatMinor: totals.totalVatMinor,
      totalMinor: totals.totalMinor,
      baseAmountMinor: invoice.exchangeRate ? toEurMinor(totals.totalMinor, invoice.currency, invoice.exchangeRate) : null,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return row!;
}

/**
 * The Belgian structured reference (12 digits) a finalized invoice is paid with: its year and sequence as ten
 * digits (2026-000013 → 2026000013) and the mod-97 check; null for drafts and credit notes.
 */
export function invoiceReference(row: Pick<InvoiceRow, 'type' | 'status' | 'issueDate' | 'sequence'>): string | null {
  if (row.type !== 'INVOICE' || row.status !== 'FINALIZED' || !row.sequence || row.sequence > 999_999) return null;
  return structuredReferenceDigits(Number(row.issueDate.slice(0, 4)) * 1_000_000 + row.sequence);
}

/** The business details a view needs (the seller's side of the e-invoice status). */
type Seller = Pick<BusinessRow, 'vatNumber' | 'enterpriseNumber' | 'address'>;

async function sellerOf(db: Db, businessId: string): Promise<Seller> {
  const [row] = await db
    .select({ vatNumber: businesses.vatNumber, enterpriseNumber: businesses.enterpriseNumber, address: businesses.address })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound('Business');
  return row;
}

function view(row: InvoiceRow, items: ItemRow[], seller: Seller): InvoiceView {
  const cur = row.currency;
  const totals = computeTotals(items, cur);
  const money = (minor: number) => fromMinor(minor, cur);
  const eur = (minor: number) => (row.exchangeRate ? fromMinor(toEurMinor(minor, cur, row.exchangeRate), 'EUR') : null);
  const isInvoice = row.type === 'INVOICE';
  const reference = invoiceReference(row);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    number: row.number,
    creditedInvoiceId: row.creditedInvoiceId,
    customerId: row.customerId,
    buyerName: row.buyerName,
    buyerAddress: row.buyerAddress,
    buyerVatNumber: row.buyerVatNumber,
    buyerEmail: row.buyerEmail,
    buyerPeppolId: row.buyerPeppolId,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: cur,
    exchangeRate: row.exchangeRate === null ? null : decimalToNumber(row.exchangeRate, 10),
    exchangeRateDate: row.exchangeRateDate,
    exchangeRateStatus: row.exchangeRateStatus,
    items: items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: decimalToNumber(item.quantity),
      unitPrice: decimalToNumber(item.unitPrice),
      vatPercent: bpToPercent(item.vatRateBp),
      lineTotal: money(item.lineTotalMinor),
    })),
    vatBreakdown: totals.vatBreakdown.map((r) => ({ vatPercent: bpToPercent(r.vatRateBp), base: money(r.baseMinor), vat: money(r.vatMinor) })),
    totalExclVat: money(row.totalExclVatMinor),
    totalVat: money(row.totalVatMinor),
    totalAmount: money(row.totalMinor),
    baseAmount: row.baseAmountMinor === null ? null : fromMinor(row.baseAmountMinor, 'EUR'),
    baseVatBreakdown: row.exchangeRate
      ? totals.vatBreakdown.map((r) => ({ vatPercent: bpToPercent(r.vatRateBp), base: eur(r.baseMinor)!, vat: eur(r.vatMinor)! }))
      : null,
    creditedAmount: isInvoice ? money(row.creditedMinor) : null,
    outstandingAmount: isInvoice ? money(row.totalMinor - row.creditedMinor) : null,
    buyerReference: row.buyerReference,
    customerNumber: row.customerNumber,
    claimReference: row.claimReference,
    externalRef: row.externalRef,
    notes: row.notes,
    language: row.language,
    paidOn: row.paidOn,
    structuredReference: reference && formatStructuredReference(reference),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    eInvoice: eInvoiceStatus(row, { vatNumber: row.buyerVatNumber, address: row.buyerAddress, peppolId: row.buyerPeppolId }, seller),
  };
}

async function rowOrThrow(db: Db, businessId: string, invoiceId: string, forUpdate = false): Promise<InvoiceRow> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, invoiceId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Invoice');
  return row;
}

async function draftOrThrow(db: Db, businessId: string, invoiceId: string): Promise<InvoiceRow> {
  const row = await rowOrThrow(db, businessId, invoiceId, true);
  if (row.status !== 'DRAFT') throw conflict(`${row.type === 'INVOICE' ? 'Invoice' : 'Credit note'} ${row.number} is finalized and cannot change`);
  return row;
}

export async function getInvoiceOrThrow(db: Db, businessId: string, invoiceId: string): Promise<InvoiceView> {
  const row = await rowOrThrow(db, businessId, invoiceId);
  return view(row, await itemsOf(db, row.id), await sellerOf(db, businessId));
}

export type InvoiceFilters = {
  status?: 'DRAFT' | 'FINALIZED';
  type?: 'INVOICE' | 'CREDIT_NOTE';
  from?: string;
  to?: string;
  customerId?: string;
  updatedSince?: string;
};

/** Lists invoices and credit notes, newest first. */
export async function listInvoices(db: Db, businessId: string, filters: InvoiceFilters, page: PageRequest): Promise<Page<InvoiceView>> {
  const conditions = [eq(invoices.businessId, businessId)];
  if (page.after) conditions.push(sql`${invoices.id} < ${page.after}`);
  if (filters.status) conditions.push(eq(invoices.status, filters.status));
  if (filters.type) conditions.push(eq(invoices.type, filters.type));
  if (filters.from) conditions.push(gte(invoices.issueDate, filters.from));
  if (filters.to) conditions.push(lte(invoices.issueDate, filters.to));
  if (filters.customerId) conditions.push(eq(invoices.customerId, filters.customerId));
  if (filters.updatedSince) conditions.push(updatedAfter(invoices.updatedAt, filters.updatedSince));
  const rows = await db
    .select()
    .from(invoices)
    .where(and(...conditions))
    .orderBy(sql`${invoices.id} desc`)
    .limit(page.limit + 1);
  const ids = rows.map((row) => row.id);
  const items = ids.length
    ? await db.select().from(invoiceItems).where(sql`${invoiceItems.invoiceId} in ${ids}`).orderBy(asc(invoiceItems.position))
    : [];
  const seller = await sellerOf(db, businessId);
  return toPage(
    rows.map((row) => view(row, items.filter((item) => item.invoiceId === row.id), seller)),
    page.limit,
  );
}

/** The name an invoice made out to a customer carries: the company, else the person's name, else the e-mail. */
export function buyerNameOf(customer: Pick<typeof customers.$inferSelect, 'company' | 'firstName' | 'lastName' | 'email'>): string | null {
  return customer.company || [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
}

/** The buyer as given, completed from the customer record when a customerId is given. */
async function buyerOf(db: Db, businessId: string, input: CreateInvoiceBody) {
  let customer: typeof customers.$inferSelect | undefined;
  if (input.customerId) {
    [customer] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.businessId, businessId), eq(customers.id, input.customerId)))
      .limit(1);
    if (!customer) {
      throw new DomainError('not_found', 'Customer not found', { details: [{ path: 'customerId', message: 'no such customer' }] });
    }
  }
  const customerName = customer && buyerNameOf(customer);
  return {
    buyerName: input.buyerName ?? customerName ?? '',
    buyerAddress: input.buyerAddress !== undefined ? input.buyerAddress : (customer?.address ?? null),
    buyerVatNumber: (input.buyerVatNumber !== undefined ? input.buyerVatNumber : customer?.vatNumber) || null,
    buyerEmail: input.buyerEmail !== undefined ? input.buyerEmail : (customer?.email ?? null),
    buyerPeppolId: input.buyerPeppolId !== undefined ? input.buyerPeppolId : (customer?.peppolId ?? null),
  };
}

/** Creates a draft invoice (and finalizes it when asked), in one transaction. Events: invoice.created (and invoice.finalized). */
export async function createInvoice(db: Db, businessId: string, input: CreateInvoiceBody): Promise<InvoiceView> {
  const business = await businessOrThrow(db, businessId);
  await checkCurrency(db, input.currency);
  const vatRates = input.items.map((item, index) => checkVatRate(business.vatRatesBp, item.vatPercent, `items.${index}.vatPercent`));
  const issueDate = input.issueDate ?? todayInBrussels();
  const dueDate = input.dueDate === undefined ? addDays(issueDate, business.paymentTermsDays) : input.dueDate;
  const rate = await rateFields(db, input.currency, issueDate);
  const buyer = await buyerOf(db, businessId, input);
  const id = newId('invoice');
  return db.transaction(async (tx) => {
    await tx.insert(invoices).values({
      id,
      businessId,
      type: 'INVOICE',
      status: 'DRAFT',
      customerId: input.customerId ?? null,
      ...buyer,
      issueDate,
      dueDate,
      currency: input.currency,
      ...rate,
      buyerReference: input.buyerReference || null,
      customerNumber: input.customerNumber || null,
      claimReference: input.claimReference || null,
      externalRef: input.externalRef ?? null,
      notes: input.notes ?? null,
      language: input.language ?? business.invoiceLanguage,
    });
    if (input.items.length > 0) {
      await tx.insert(invoiceItems).values(input.items.map((item, index) => itemValues(id, index, item, vatRates[index]!, input.currency)));
    }
    await storeTotals(tx, { id, currency: input.currency, exchangeRate: rate.exchangeRate });
    const draft = await getInvoiceOrThrow(tx, businessId, id);
    await recordEvent(tx, businessId, 'invoice.created', draft);
    return input.finalize ? finalizeInTransaction(tx, businessId, id, {}) : draft;
  });
}

/** Edits a draft's header fields; "" clears a reference. */
export async function updateInvoice(db: Db, businessId: string, invoiceId: string, input: UpdateInvoiceBody): Promise<InvoiceView> {
  if (input.currency) await checkCurrency(db, input.currency);
  await db.transaction(async (tx) => {
    const row = await draftOrThrow(tx, businessId, invoiceId);
    if (row.type === 'CREDIT_NOTE' && input.currency && input.currency !== row.currency) {
      throw conflict('A credit note keeps the currency of the invoice it credits');
    }
    const changes: Partial<typeof invoices.$inferInsert> = { updatedAt: new Date() };
    if (input.buyerName !== undefined) changes.buyerName = input.buyerName;
    if (input.buyerAddress !== undefined) changes.buyerAddress = input.buyerAddress;
    if (input.buyerVatNumber !== undefined) changes.buyerVatNumber = input.buyerVatNumber || null;
    if (input.buyerEmail !== undefined) changes.buyerEmail = input.buyerEmail;
    if (input.buyerPeppolId !== undefined) changes.buyerPeppolId = input.buyerPeppolId;
    if (input.dueDate !== undefined) changes.dueDate = input.dueDate;
    if (input.externalRef !== undefined) changes.externalRef = input.externalRef;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.language !== undefined) changes.language = input.language;
    if (input.buyerReference !== undefined) changes.buyerReference = emptyToNull(input.buyerReference);
    if (input.customerNumber !== undefined) changes.customerNumber = emptyToNull(input.customerNumber);
    if (input.claimReference !== undefined) changes.claimReference = emptyToNull(input.claimReference);
    if (input.issueDate !== undefined) changes.issueDate = input.issueDate;
    if (input.currency !== undefined) changes.currency = input.currency;
    const currency = changes.currency ?? row.currency;
    if (row.type === 'INVOICE' && (changes.currency !== undefined || changes.issueDate !== undefined)) {
      Object.assign(changes, await rateFields(tx, currency, changes.issueDate ?? row.issueDate));
    }
    if (changes.currency !== undefined && changes.currency !== row.currency) {
      // Line totals are rounded to the currency's minor unit: recompute them.
      for (const item of await itemsOf(tx, invoiceId)) {
        await tx.update(invoiceItems).set({ lineTotalMinor: lineTotalMinor(item.quantity, item.unitPrice, currency) }).where(eq(invoiceItems.id, item.id));
      }
    }
    const [updated] = await tx.update(invoices).set(changes).where(eq(invoices.id, invoiceId)).returning();
    await storeTotals(tx, updated!);
  });
  return getInvoiceOrThrow(db, businessId, invoiceId);
}

/** Adds a line to a draft. */
export async function addInvoiceItem(db: Db, businessId: string, invoiceId: string, item: InvoiceItemInput): Promise<InvoiceView> {
  const business = await businessOrThrow(db, businessId);
  const vatRateBp = checkVatRate(business.vatRatesBp, item.vatPercent, 'vatPercent');
  await db.transaction(async (tx) => {
    const row = await draftOrThrow(tx, businessId, invoiceId);
    const [last] = await tx
      .select({ position: max(invoiceItems.position), count: sql<number>`count(*)`.mapWith(Number) })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoiceId));
    if ((last?.count ?? 0) >= 500) throw new DomainError('validation_failed', 'A document has at most 500 lines');
    await tx.insert(invoiceItems).values(itemValues(invoiceId, (last?.position ?? -1) + 1, item, vatRateBp, row.currency));
    await storeTotals(tx, row);
    await checkCreditLimit(tx, row);
  });
  return getInvoiceOrThrow(db, businessId, invoiceId);
}

async function itemOrThrow(db: Db, invoiceId: string, itemId: string): Promise<ItemRow> {
  const [item] = await db
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.invoiceId, invoiceId), eq(invoiceItems.id, itemId)))
    .limit(1);
  if (!item) throw notFound('Invoice item');
  return item;
}

/** Changes a line of a draft. */
export async function updateInvoiceItem(
  db: Db,
  businessId: string,
  invoiceId: string,
  itemId: string,
  patch: Partial<InvoiceItemInput>,
): Promise<InvoiceView> {
  const business = await businessOrThrow(db, businessId);
  const vatRateBp = patch.vatPercent === undefined ? undefined : checkVatRate(business.vatRatesBp, patch.vatPercent, 'vatPercent');
  await db.transaction(async (tx) => {
    const row = await draftOrThrow(tx, businessId, invoiceId);
    const item = await itemOrThrow(tx, invoiceId, itemId);
    const quantity = patch.quantity ?? item.quantity;
    const unitPrice = patch.unitPrice ?? item.unitPrice;
    if (!withinLineAmount(quantity, unitPrice)) {
      throw invalid(patch.quantity === undefined ? 'unitPrice' : 'quantity', LINE_AMOUNT_MESSAGE);
    }
    const merged = itemValues(
      invoiceId,
      item.position,
      {
        description: patch.description ?? item.description,
        quantity,
        unitPrice,
        vatPercent: 0,
      },
      vatRateBp ?? item.vatRateBp,
      row.currency,
    );
    const { id: _newId, ...changes } = merged;
    await tx.update(invoiceItems).set(changes).where(eq(invoiceItems.id, itemId));
    await storeTotals(tx, row);
    await checkCreditLimit(tx, row);
  });
  return getInvoiceOrThrow(db, businessId, invoiceId);
}

/** Removes a line from a draft. */
export async function deleteInvoiceItem(db: Db, businessId: string, invoiceId: string, itemId: string): Promise<InvoiceView> {
  await db.transaction(async (tx) => {
    const row = await draftOrThrow(tx, businessId, invoiceId);
    await itemOrThrow(tx, invoiceId, itemId);
    await tx.delete(invoiceItems).where(eq(invoiceItems.id, itemId));
    await storeTotals(tx, row);
  });
  return getInvoiceOrThrow(db, businessId, invoiceId);
}

/** Deletes a draft (finalized documents are permanent). */
export async function deleteInvoice(db: Db, businessId: string, invoiceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await draftOrThrow(tx, businessId, invoiceId);
    await tx.delete(invoices).where(eq(invoices.id, invoiceId));
  });
}

/** A credit note may not take the credited amounts over the invoice's total. */
async function checkCreditLimit(db: Db, note: Pick<InvoiceRow, 'id' | 'type' | 'creditedInvoiceId'>) {
  if (note.type !== 'CREDIT_NOTE' || !note.creditedInvoiceId) return;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, note.creditedInvoiceId)).for('update');
  const [others] = await db
    .select({ total: sum(invoices.totalMinor).mapWith(Number) })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, note.creditedInvoiceId), eq(invoices.type, 'CREDIT_NOTE')));
  const credited = others?.total ?? 0;
  if (credited > invoice!.totalMinor) {
    const left = fromMinor(invoice!.totalMinor - (credited - (await totalOf(db, note.id))), invoice!.currency);
    throw new DomainError('validation_failed', `Credit notes may not exceed the invoice total: ${left} ${invoice!.currency} left to credit`, {
      details: [{ path: 'items', message: 'exceeds the amount left to credit' }],
    });
  }
}

async function totalOf(db: Db, invoiceId: string): Promise<number> {
  const [row] = await db.select({ total: invoices.totalMinor }).from(invoices).where(eq(invoices.id, invoiceId));
  return row?.total ?? 0;
}

const formatNumber = (series: 'INVOICE' | 'CREDIT_NOTE', year: number, sequence: number) =>
  `${series === 'CREDIT_NOTE' ? 'NC-' : ''}${year}-${String(sequence).padStart(6, '0')}`;

/** Finalizes a draft in the caller's transaction and records invoice.finalized; returns the document as the API reads it. */
async function finalizeInTransaction(tx: Db, businessId: string, invoiceId: string, options: { issueDate?: string }): Promise<InvoiceView> {
  const row = await draftOrThrow(tx, businessId, invoiceId);
  const items = await itemsOf(tx, invoiceId);
  if (items.length === 0) {
    throw new DomainError('validation_failed', 'A document needs at least one line to be finalized', {
      details: [{ path: 'items', message: 'at least one line' }],
    });
  }
  const issueDate = options.issueDate ?? row.issueDate;
  const year = Number(issueDate.slice(0, 4));
  // Chronology of the series: no document dated before the last finalized one.
  const [latest] = await tx
    .select({ date: max(invoiceSequences.lastIssueDate) })
    .from(invoiceSequences)
    .where(and(eq(invoiceSequences.businessId, businessId), eq(invoiceSequences.series, row.type)));
  if (latest?.date && latest.date > issueDate) {
    throw new DomainError('validation_failed', `The issue date ${issueDate} is earlier than the last finalized document of this series (${latest.date})`, {
      details: [{ path: 'issueDate', message: `must be on or after ${latest.date}` }],
    });
  }
  // Gapless: the increment commits or rolls back with the finalization; the row lock orders concurrent ones.
  const [sequence] = await tx
    .insert(invoiceSequences)
    .values({ businessId, series: row.type, year, last: 1, lastIssueDate: issueDate })
    .onConflictDoUpdate({
      target: [invoiceSequences.businessId, invoiceSequences.series, invoiceSequences.year],
      set: { last: sql`${invoiceSequences.last} + 1`, lastIssueDate: sql`greatest(${invoiceSequences.lastIssueDate}, excluded.last_issue_date)` },
    })
    .returning({ last: invoiceSequences.last });

  let rate: Partial<InvoiceRow> = {};
  if (row.type === 'INVOICE' && (row.exchangeRateStatus === 'pending' || issueDate !== row.issueDate)) {
    rate = await rateFields(tx, row.currency, issueDate);
  }
  if (row.type === 'INVOICE' && row.totalMinor < 0) {
    throw new DomainError('validation_failed', 'An invoice total cannot be negative: issue a credit note instead', {
      details: [{ path: 'items', message: 'negative total' }],
    });
  }
  const [finalized] = await tx
    .update(invoices)
    .set({
      status: 'FINALIZED',
      number: formatNumber(row.type, year, sequence!.last),
      sequence: sequence!.last,
      issueDate,
      finalizedAt: new Date(),
      updatedAt: new Date(),
      ...rate,
    })
    .where(eq(invoices.id, invoiceId))
    .returning();
  await storeTotals(tx, finalized!);
  if (row.type === 'CREDIT_NOTE' && row.creditedInvoiceId) {
    await checkCreditLimit(tx, row);
    await tx
      .update(invoices)
      .set({ creditedMinor: sql`${invoices.creditedMinor} + ${finalized!.totalMinor}`, updatedAt: new Date() })
      .where(eq(invoices.id, row.creditedInvoiceId));
  }
  const document = await getInvoiceOrThrow(tx, businessId, invoiceId);
  await recordEvent(tx, businessId, 'invoice.finalized', document);
  return document;
}

/** Finalizes a draft: assigns the next number of its series, fixes the document (event invoice.finalized). */
export async function finalizeInvoice(db: Db, businessId: string, invoiceId: string, options: { issueDate?: string } = {}): Promise<InvoiceView> {
  return db.transaction((tx) => finalizeInTransaction(tx, businessId, invoiceId, options));
}

/**
 * Creates a credit note for a finalized invoice: in full (no items) or in part. Events: invoice.credited (the
 * credit note), and invoice.finalized when it is finalized at once.
 */
export async function createCreditNote(db: Db, businessId: string, invoiceId: string, input: CreateCreditNoteBody): Promise<InvoiceView> {
  const business = await businessOrThrow(db, businessId);
  const id = newId('invoice');
  return db.transaction(async (tx) => {
    const invoice = await rowOrThrow(tx, businessId, invoiceId, true);
    if (invoice.type !== 'INVOICE') throw conflict('Only an invoice can be credited');
    if (invoice.status !== 'FINALIZED') throw conflict('Only a finalized invoice can be credited');
    const lines = input.items
      ? input.items.map((item, index) => ({ item, vatRateBp: checkVatRate(business.vatRatesBp, item.vatPercent, `items.${index}.vatPercent`) }))
      : (await itemsOf(tx, invoiceId)).map((item) => ({
          item: { description: item.description, quantity: item.quantity, unitPrice: item.unitPrice, vatPercent: bpToPercent(item.vatRateBp) },
          vatRateBp: item.vatRateBp,
        }));
    await tx.insert(invoices).values({
      id,
      businessId,
      type: 'CREDIT_NOTE',
      status: 'DRAFT',
      creditedInvoiceId: invoice.id,
      customerId: invoice.customerId,
      buyerName: invoice.buyerName,
      buyerAddress: invoice.buyerAddress,
      buyerVatNumber: invoice.buyerVatNumber,
      buyerEmail: invoice.buyerEmail,
      buyerPeppolId: invoice.buyerPeppolId,
      issueDate: input.issueDate ?? todayInBrussels(),
      dueDate: null,
      currency: invoice.currency,
      exchangeRate: invoice.exchangeRate,
      exchangeRateDate: invoice.exchangeRateDate,
      exchangeRateStatus: invoice.exchangeRateStatus,
      buyerReference: input.buyerReference || null,
      customerNumber: input.customerNumber === undefined ? invoice.customerNumber : input.customerNumber || null,
      claimReference: input.claimReference || null,
      notes: input.notes ?? null,
      language: invoice.language,
    });
    await tx.insert(invoiceItems).values(lines.map(({ item, vatRateBp }, index) => itemValues(id, index, item, vatRateBp, invoice.currency)));
    const note = await storeTotals(tx, { id, currency: invoice.currency, exchangeRate: invoice.exchangeRate });
    await checkCreditLimit(tx, note);
    const draft = await getInvoiceOrThrow(tx, businessId, id);
    await recordEvent(tx, businessId, 'invoice.credited', draft);
    return input.finalize ? finalizeInTransaction(tx, businessId, id, {}) : draft;
  });
}

/**
 * Fills in the exchange rate of documents created while it was unknown. Runs in the background; a filled
 * rate never changes afterwards. Each document filled is one transaction with its invoice.rate_filled event.
 * Returns how many documents were filled.
 */
export async function fillPendingRates(db: Db): Promise<number> {
  const pending = await db.select().from(invoices).where(eq(invoices.exchangeRateStatus, 'pending')).orderBy(asc(invoices.id));
  let filled = 0;
  for (const row of pending) {
    let rate: { exchangeRate: string; exchangeRateDate: string } | null = null;
    if (row.type === 'CREDIT_NOTE' && row.creditedInvoiceId) {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, row.creditedInvoiceId));
      if (invoice?.exchangeRate && invoice.exchangeRateDate) rate = { exchangeRate: invoice.exchangeRate, exchangeRateDate: invoice.exchangeRateDate };
    } else {
      const found = await resolveRate(db, row.currency, row.issueDate);
      if (found) rate = { exchangeRate: found.rate, exchangeRateDate: found.date };
    }
    if (!rate) continue;
    const filledRate = rate;
    const done = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(invoices)
        .set({
          ...filledRate,
          exchangeRateStatus: 'resolved',
          baseAmountMinor: toEurMinor(row.totalMinor, row.currency, filledRate.exchangeRate),
          updatedAt: new Date(),
        })
        .where(and(eq(invoices.id, row.id), eq(invoices.exchangeRateStatus, 'pending')))
        .returning({ id: invoices.id });
      if (!updated) return false;
      await recordEvent(tx, row.businessId, 'invoice.rate_filled', await getInvoiceOrThrow(tx, row.businessId, row.id));
      return true;
    });
    if (done) filled += 1;
  }
  return filled;
}


/** Marks a finalized invoice paid on a day (from its issue date to today), or unpaid again (null). */
export async function setInvoicePayment(db: Db, businessId: string, invoiceId: string, input: { paidOn: string | null }): Promise<InvoiceView> {
  await db.transaction(async (tx) => {
    const row = await rowOrThrow(tx, businessId, invoiceId, true);
    if (row.type !== 'INVOICE' || row.status !== 'FINALIZED') throw conflict('Only a finalized invoice can be marked paid or unpaid');
    if (input.paidOn !== null && input.paidOn < row.issueDate) throw invalid('paidOn', `must be on or after the issue date (${row.issueDate})`);
    if (input.paidOn !== null && input.paidOn > todayInBrussels()) throw invalid('paidOn', 'cannot be in the future');
    await tx.update(invoices).set({ paidOn: input.paidOn, updatedAt: new Date() }).where(eq(invoices.id, invoiceId));
  });
  return getInvoiceOrThrow(db, businessId, invoiceId);
}
