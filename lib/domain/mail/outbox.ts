// The e-mail outbox (README: E-mail): messages are written in the transaction of the change that causes them,
// so a rollback writes none and a commit loses none; the sender (lib/mail/sender.ts) delivers them after commit.
import { and, eq, sql } from 'drizzle-orm';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { businesses, outboxMessages } from '../../db/schema';
import type { MailAttachment } from '../../db/schema/mail';
import { invoiceDocument } from '../invoices/document-data';
import { renderInvoicePdf } from '../invoices/pdf';
import { renderUbl } from '../invoices/ubl';
import { eInvoiceRefusal } from '../invoices/ubl-export';
import { getOrderOrThrow } from '../orders/orders';
import { newId } from '../shared/ids';
import { renderInvoiceMessage } from './templates/invoice-messages';
import { type OrderMessageEvent, renderMerchantNotice, renderShopperMessage } from './templates/order-messages';

export type { OrderMessageEvent } from './templates/order-messages';

/** The dedupe keys of an invoice's sends begin with this: each send is its own cause (a re-send writes a new message). */
export const invoiceSendKeyPrefix = (invoiceId: string) => `invoice:${invoiceId}:send:`;

/** The channel a commit that wrote messages notifies: the sender wakes at once instead of at its next sweep. */
export const OUTBOX_CHANNEL = 'vitrine_outbox';

export type OutboxMessageInput = {
  kind: string;
  orderId: string | null;
  /** The cause, unique per business: writing the same cause twice keeps the first message. */
  dedupeKey: string;
  to: { address: string; name?: string | null };
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** Inline images (referenced from the HTML as cid:<cid>) and files. */
  attachments?: MailAttachment[];
};

/** Writes a message into the outbox, in the caller's transaction; a second message of the same cause is dropped. */
/** `businessId` null: a message about a person's account (a password reset), shown on no business's Messages page. */
export async function enqueueMessage(tx: Db, businessId: string | null, message: OutboxMessageInput): Promise<void> {
  await tx
    .insert(outboxMessages)
    .values({
      id: newId('message'),
      businessId,
      kind: message.kind,
      orderId: message.orderId,
      dedupeKey: message.dedupeKey,
      toAddress: message.to.address,
      toName: message.to.name ?? null,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments ?? [],
    })
    .onConflictDoNothing({ target: [outboxMessages.businessId, outboxMessages.dedupeKey] });
  // Delivered by PostgreSQL at commit only (and once per transaction, however many messages it wrote).
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** The business as its e-mails name it: trade name, e-mail (the reply-to), phone. */
async function shopContact(tx: Db, businessId: string) {
  const [business] = await tx
    .select({ name: businesses.name, email: businesses.email, phone: businesses.phone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return { name: business?.name ?? '', email: business?.email ?? null, phone: business?.phone ?? null };
}

/**
 * The messages an order event causes: placed → confirmation to the shopper and a notice to the merchant;
 * ready, shipped, cancelled → a word to the shopper. Written in the caller's transaction.
 */
export async function enqueueOrderMessages(tx: Db, businessId: string, orderId: string, event: OrderMessageEvent): Promise<void> {
  const order = await getOrderOrThrow(tx, businessId, orderId);
  const shop = await shopContact(tx, businessId);
  if (order.customer.email) {
    const message = await renderShopperMessage(event, order, shop);
    await enqueueMessage(tx, businessId, {
      ...message,
      orderId,
      dedupeKey: `order:${orderId}:${event}:shopper`,
      to: { address: order.customer.email, name: order.customer.name },
      replyTo: shop.email,
    });
  }
  if (event === 'placed' && shop.email) {
    const message = renderMerchantNotice(order, shop, `${config.appOrigin}/dashboard/${businessId}/orders/${orderId}`);
    await enqueueMessage(tx, businessId, {
      ...message,
      orderId,
      dedupeKey: `order:${orderId}:placed:merchant`,
      to: { address: shop.email, name: shop.name },
      replyTo: order.customer.email || null,
    });
  }
}

/**
 * The e-mail sending a finalized invoice or credit note to `to`, with its PDF (and its e-invoice) attached; written in the caller's
 * transaction. Each call is a new send (its own dedupe key). Returns the message id.
 */
export async function enqueueInvoiceMessage(tx: Db, businessId: string, invoiceId: string, to: { address: string; name?: string | null }): Promise<string> {
  const document = await invoiceDocument(tx, businessId, invoiceId);
  const shop = await shopContact(tx, businessId);
  // The e-invoice travels along when the document has one (without the PDF inside: it is attached beside).
  const ubl = eInvoiceRefusal(document) ? null : renderUbl(document);
  const message = renderInvoiceMessage(document, shop, await renderInvoicePdf(document), ubl);
  const sendId = newId('message');
  await enqueueMessage(tx, businessId, {
    ...message,
    orderId: null,
    dedupeKey: `${invoiceSendKeyPrefix(invoiceId)}${sendId}`,
    to: { address: to.address, name: to.name ?? document.buyer.name },
    replyTo: shop.email,
  });
  const [row] = await tx
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.dedupeKey, `${invoiceSendKeyPrefix(invoiceId)}${sendId}`)));
  return row!.id;
}
