// A process the webhook tests kill with SIGKILL (lib/webhooks/sender.test.ts): runs a webhook sender on
// DATABASE_URL until killed, private networks allowed (the receiver is on loopback).
import { openPool } from '../../lib/db/client';
import { WebhookSender } from '../../lib/webhooks/sender';

async function main() {
  const database = await openPool(process.env.DATABASE_URL!, 'postgres', 'child');
  new WebhookSender({ db: database.db, pool: database.pool, allowPrivateNetworks: true, sweepMs: 60_000 }).start();
  console.log(JSON.stringify({ sending: true }));
  setInterval(() => undefined, 60_000); // until killed
}

void main();
