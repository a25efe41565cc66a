// The one module that speaks SMTP (nodemailer): an outbox row becomes a MIME message with its stable Message-ID.
import nodemailer from 'nodemailer';
import type { OutboxRow } from '../domain/mail/delivery';

/** Sends one outbox message; rejects with the SMTP server's answer or the connection's error. */
export type SendMail = (message: OutboxRow) => Promise<void>;

/** The domain of an address ("Vitrine <no-reply@vitrine.be>" → "vitrine.be"), for Message-IDs. */
export function mailDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/** The Message-ID of an outbox row: the same for every attempt, so a resend is recognisable. */
export const messageIdOf = (messageId: string, from: string) => `<${messageId}@${mailDomain(from)}>`;

/** Whether an SMTP error is permanent (5xx: the server refuses this message; retrying would not help). */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A sender over SMTP_URL (one pooled connection set, timeouts so a hung server never holds a claim for long). */
export function smtpSender(smtpUrl: string, from: string): { send: SendMail; close: () => void } {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A local test server (smtp://localhost) offers no certificate worth checking; a real one is checked.
    tls: ['localhost', '127.0.0.1', '::1'].includes(url.hostname) ? { rejectUnauthorized: false } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const send: SendMail = async (message) => {
    await transporter.sendMail({
      messageId: messageIdOf(message.id, from),
      from,
      to: message.toName ? { name: message.toName, address: message.toAddress } : message.toAddress,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.contentBase64, 'base64'),
        ...(attachment.cid ? { cid: attachment.cid, contentDisposition: 'inline' as const } : {}),
      })),
      headers: { 'X-Vitrine-Message': message.id },
    });
  };
  return { send, close: () => transporter.close() };
}
