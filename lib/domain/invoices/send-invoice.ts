// Sending a finalized invoice or credit note by e-mail (the PDF attached, through the outbox), the sends of a
// document, and the dashboard's view of one document: the invoice with its sends, credit notes and buyer e-mail.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, invoices, outboxMessages } from '../../db/schema';
import { enqueueInvoiceMessage, invoiceSendKeyPrefix } from '../mail/outbox';
import { DomainError, invalid } from '../shared/errors';
import { fromMinor } from '../shared/money';
import { getInvoiceOrThrow } from './invoices';
import type { InvoiceSend, InvoiceView, SendInvoiceBody } from './schemas';

const sendColumns = {
  messageId: outboxMessages.id,
  to: outboxMessages.toAddress,
  status: outboxMessages.status,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
};

const sendView = (row: { messageId: string; to: string; status: InvoiceSend['status']; createdAt: Date; sentAt: Date | null }): InvoiceSend => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The e-mail of the document's customer, if it has one. */
async function customerEmail(db: Db, businessId: string, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Sends a finalized document to `to` (default: the buyer's contact e-mail, else its customer's), its PDF (and its
 * e-invoice, when it has one) attached; each call is a new send.
 */
export async function sendInvoice(db: Db, businessId: string, invoiceId: string, body: SendInvoiceBody): Promise<InvoiceSend> {
  return db.transaction(async (tx) => {
    const invoice = await getInvoiceOrThrow(tx, businessId, invoiceId);
    if (invoice.status !== 'FINALIZED') throw new DomainError('conflict', 'Only a finalized document can be sent: finalize it first');
    const to = body.to ?? invoice.buyerEmail ?? (await customerEmail(tx, businessId, invoice.customerId));
    if (!to) throw invalid('to', 'required: the document has no buyer e-mail and its customer none either');
    const messageId = await enqueueInvoiceMessage(tx, businessId, invoiceId, { address: to, name: invoice.buyerName });
    const [row] = await tx.select(sendColumns).from(outboxMessages).where(eq(outboxMessages.id, messageId));
    return sendView(row!);
  });
}

/** The e-mails that sent a document, newest first, with their delivery status. */
export async function listInvoiceSends(db: Db, businessId: string, invoiceId: string): Promise<InvoiceSend[]> {
  const rows = await db
    .select(sendColumns)
    .from(outboxMessages)
    .where(and(eq(outboxMessages.businessId, businessId), sql`starts_with(${outboxMessages.dedupeKey}, ${invoiceSendKeyPrefix(invoiceId)})`))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  return rows.map(sendView);
}

export type RelatedDocument = { id: string; number: string | null; status: 'DRAFT' | 'FINALIZED'; issueDate: string; totalAmount: number };

export type InvoiceDetail = InvoiceView & {
  sends: InvoiceSend[];
  /** Invoices: their credit notes, drafts included. */
  creditNotes: RelatedDocument[];
  /** Credit notes: the invoice they credit. */
  creditedInvoice: RelatedDocument | null;
  /** Where the document is sent by default: the buyer's contact e-mail, else the customer's. */
  customerEmail: string | null;
};

async function related(db: Db, businessId: string, condition: ReturnType<typeof eq>): Promise<RelatedDocument[]> {
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, status: invoices.status, issueDate: invoices.issueDate, totalMinor: invoices.totalMinor, currency: invoices.currency })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), condition))
    .orderBy(asc(invoices.id));
  return rows.map(({ totalMinor, currency, ...row }) => ({ ...row, totalAmount: fromMinor(totalMinor, currency) }));
}

/** One document as the dashboard shows it. */
export async function getInvoiceDetail(db: Db, businessId: string, invoiceId: string): Promise<InvoiceDetail> {
  const invoice = await getInvoiceOrThrow(db, businessId, invoiceId);
  // One query after the other: `db` may be a single connection (a transaction, the embedded database).
  const sends = await listInvoiceSends(db, businessId, invoiceId);
  const creditNotes = invoice.type === 'INVOICE' ? await related(db, businessId, eq(invoices.creditedInvoiceId, invoiceId)) : [];
  const credited = invoice.creditedInvoiceId ? await related(db, businessId, eq(invoices.id, invoice.creditedInvoiceId)) : [];
  const email = invoice.buyerEmail ?? (await customerEmail(db, businessId, invoice.customerId));
  return { ...invoice, sends, creditNotes, creditedInvoice: credited[0] ?? null, customerEmail: email };
}
