import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

export type MailAttachment = { filename: string; contentType: string; cid?: string; contentBase64: string };

/**
 * The e-mail outbox. A message row is written in the same transaction as the change that causes it; the
 * sender delivers it after commit (when SMTP_URL is set) with retries and backoff. Unset, messages stay
 * `pending` and the dashboard's Messages page shows them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    /** Null for a message about a person's account (password reset), which no business's Messages page shows. */
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    /** order_confirmation | new_order | order_ready | order_shipped | order_cancelled */
    kind: text('kind').notNull(),
    orderId: text('order_id'),
    /** What caused it, unique per business: the same cause never writes two messages (e.g. `order:<id>:placed:shopper`). */
    dedupeKey: text('dedupe_key').notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Inline images and files, e.g. the EPC QR code referenced by the HTML as cid:<cid>. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_messages_dedupe_idx').on(t.businessId, t.dedupeKey),
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_messages_business_idx').on(t.businessId, t.id),
    check('outbox_messages_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
