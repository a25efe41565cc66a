// A process the outbox tests kill with SIGKILL (lib/mail/sender.test.ts): `order` commits an order with its
// messages and then waits to be killed before any sender runs; `send` runs a sender (SMTP_URL) until killed.
import { openPool } from '../../lib/db/client';
import { OutboxSender } from '../../lib/mail/sender';
import { smtpSender } from '../../lib/mail/transport';
import { fixtureOrder } from '../../lib/testing/mail-fixtures';

async function main() {
  const [mode, businessId, locationId] = process.argv.slice(2);
  const database = await openPool(process.env.DATABASE_URL!, 'postgres', 'child');
  if (mode === 'order') {
    const orderId = await fixtureOrder(database.db, { businessId: businessId!, locationId: locationId! });
    console.log(JSON.stringify({ committed: orderId }));
  } else {
    const transport = smtpSender(process.env.SMTP_URL!, 'Vitrine <no-reply@vitrine.test>');
    new OutboxSender({ db: database.db, pool: database.pool, send: transport.send }).start();
    console.log(JSON.stringify({ sending: true }));
  }
  setInterval(() => undefined, 60_000); // until killed
}

void main();
