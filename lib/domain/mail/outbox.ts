// The e-mail outbox (README: E-mail): messages are written in the transaction of the change that causes
// them, so a rollback writes none and a commit loses none; the sender (sender.ts) delivers them after commit.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, outboxMessages } from '../../db/schema';
import { newId } from '../shared/ids';
import { getOrderOrThrow } from '../orders/orders';

/** What happened to an order that someone must hear about. */
export type OrderMessageEvent = 'placed' | 'ready' | 'shipped' | 'cancelled';

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
};

/** Writes a message into the outbox, in the caller's transaction; a second message of the same cause is dropped. */
export async function enqueueMessage(tx: Db, businessId: string, message: OutboxMessageInput): Promise<void> {
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
    })
    .onConflictDoNothing({ target: [outboxMessages.businessId, outboxMessages.dedupeKey] });
}

/**
 * The messages an order event causes: placed → confirmation to the shopper and a notice to the merchant;
 * ready, shipped, cancelled → a word to the shopper. Written in the caller's transaction.
 */
export async function enqueueOrderMessages(tx: Db, businessId: string, orderId: string, event: OrderMessageEvent): Promise<void> {
  const order = await getOrderOrThrow(tx, businessId, orderId);
  const [business] = await tx.select({ name: businesses.name, email: businesses.email }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  const shopName = business?.name ?? '';
  const toShopper = { address: order.customer.email, name: order.customer.name };
  const subjects: Record<OrderMessageEvent, string> = {
    placed: `${shopName} — commande n° ${order.number} reçue`,
    ready: `${shopName} — commande n° ${order.number} prête à retirer`,
    shipped: `${shopName} — commande n° ${order.number} expédiée`,
    cancelled: `${shopName} — commande n° ${order.number} annulée`,
  };
  const kinds: Record<OrderMessageEvent, string> = { placed: 'order_confirmation', ready: 'order_ready', shipped: 'order_shipped', cancelled: 'order_cancelled' };
  if (order.customer.email) {
    const text = `${subjects[event]}\n`;
    await enqueueMessage(tx, businessId, {
      kind: kinds[event],
      orderId,
      dedupeKey: `order:${orderId}:${event}:shopper`,
      to: toShopper,
      replyTo: business?.email ?? null,
      subject: subjects[event],
      html: `<p>${escapeHtml(text)}</p>`,
      text,
    });
  }
  if (event === 'placed' && business?.email) {
    const subject = `Nouvelle commande n° ${order.number} — ${order.customer.name}`;
    await enqueueMessage(tx, businessId, {
      kind: 'new_order',
      orderId,
      dedupeKey: `order:${orderId}:placed:merchant`,
      to: { address: business.email, name: shopName },
      replyTo: order.customer.email || null,
      subject,
      html: `<p>${escapeHtml(subject)}</p>`,
      text: `${subject}\n`,
    });
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
