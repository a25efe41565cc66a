// Standard Webhooks signatures (https://www.standardwebhooks.com): `v1,` + base64 HMAC-SHA256 of
// `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64-decoded part of the `whsec_` secret. Several
// signatures (a rotation's overlap) are separated by spaces; a receiver accepts the message when one matches.
import { createHmac } from 'node:crypto';

const secretKey = (secret: string) => Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');

export function signWebhook(secrets: readonly string[], id: string, timestampSeconds: number, body: string): string {
  return secrets
    .map((secret) => `v1,${createHmac('sha256', secretKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`)
    .join(' ');
}

/** The headers of one attempt: the same `webhook-id` on every attempt, a fresh timestamp and signature. */
export function webhookHeaders(secrets: readonly string[], id: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secrets, id, timestamp, body),
  };
}
