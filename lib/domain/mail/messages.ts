// Reading the outbox for the dashboard's Messages page, and the merchant's "Retry" of a failed message. A message
// that carries a sign-in-grade link (an invitation to the team, an address verification) is shown in full to
// owners only: a manager reading the outbox must not take an owner invitation from it.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { DomainError, notFound } from '../shared/errors';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import type { MemberRole } from '../users/roles';
import { OUTBOX_CHANNEL } from './outbox';

/** Kinds whose body holds a link that signs someone in or into a team: their parts are for owners' eyes only. */
export const OWNER_ONLY_KINDS: ReadonlySet<string> = new Set(['team_invitation', 'email_verification', 'password_reset']);

export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export type MessageSummary = {
  id: string;
  kind: string;
  orderId: string | null;
  to: { address: string; name: string | null };
  subject: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
};

export type MessageView = MessageSummary & {
  replyTo: string | null;
  text: string;
  html: string;
  /** The HTML with its inline images (cid:) as data: URLs, for showing it in a sandboxed frame. */
  htmlPreview: string;
  attachments: { filename: string; contentType: string; cid: string | null; size: number }[];
  /** True when the reader may not see the parts (OWNER_ONLY_KINDS, not an owner): text, html and preview are empty. */
  withheld: boolean;
};

type Row = typeof outboxMessages.$inferSelect;

const summary = (row: Row): MessageSummary => ({
  id: row.id,
  kind: row.kind,
  orderId: row.orderId,
  to: { address: row.toAddress, name: row.toName },
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const SUMMARY_COLUMNS = {
  id: outboxMessages.id,
  kind: outboxMessages.kind,
  orderId: outboxMessages.orderId,
  toAddress: outboxMessages.toAddress,
  toName: outboxMessages.toName,
  subject: outboxMessages.subject,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  sentAt: outboxMessages.sentAt,
  createdAt: outboxMessages.createdAt,
};

/** The business's messages, newest first; `page.after` is the last id of the previous page. */
export async function listMessages(db: Db, businessId: string, filters: { status?: MessageStatus }, page: PageRequest): Promise<Page<MessageSummary>> {
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.businessId, businessId),
        filters.status ? eq(outboxMessages.status, filters.status) : undefined,
        page.after ? lt(outboxMessages.id, page.after) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(page.limit + 1);
  return toPage(rows.map((row) => summary(row as Row)), page.limit);
}

/** How many of the business's messages are in each state. */
export async function countMessages(db: Db, businessId: string): Promise<Record<MessageStatus, number>> {
  const rows = await db
    .select({ status: outboxMessages.status, count: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(eq(outboxMessages.businessId, businessId))
    .groupBy(outboxMessages.status);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** One message with its parts, withheld from a non-owner `reader` for OWNER_ONLY_KINDS; 404 when not this business's. */
export async function getMessageOrThrow(db: Db, businessId: string, messageId: string, reader: MemberRole): Promise<MessageView> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.id, messageId)))
    .limit(1);
  if (!row) throw notFound('Message');
  if (OWNER_ONLY_KINDS.has(row.kind) && reader !== 'owner') {
    return { ...summary(row), replyTo: row.replyTo, text: '', html: '', htmlPreview: '', attachments: [], withheld: true };
  }
  let htmlPreview = row.html;
  for (const attachment of row.attachments) {
    if (!attachment.cid || !/^image\/(png|jpeg|gif)$/.test(attachment.contentType)) continue;
    htmlPreview = htmlPreview.split(`cid:${attachment.cid}`).join(`data:${attachment.contentType};base64,${attachment.contentBase64}`);
  }
  return {
    ...summary(row),
    replyTo: row.replyTo,
    text: row.text,
    html: row.html,
    htmlPreview,
    attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, cid: a.cid ?? null, size: Buffer.byteLength(a.contentBase64, 'base64') })),
    withheld: false,
  };
}

/** Puts a failed message back in line for an attempt now (a fresh series of attempts); only failed messages. */
export async function retryMessage(db: Db, businessId: string, messageId: string, reader: MemberRole): Promise<MessageView> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.id, messageId), eq(outboxMessages.status, 'failed')))
    .returning({ id: outboxMessages.id });
  if (!row) {
    const current = await getMessageOrThrow(db, businessId, messageId, reader);
    throw new DomainError('conflict', `Only a failed message can be retried; this one is ${current.status}`);
  }
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return getMessageOrThrow(db, businessId, messageId, reader);
}
