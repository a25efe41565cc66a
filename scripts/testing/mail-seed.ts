// Seeds e-mail for the Messages page's browser test (e2e/dashboard-messages.spec.ts): gives a business the details
// its e-mails print, writes two orders with their messages as the order code does, and marks one message failed
// (as after its last attempt). Prints {"orderIds": [...], "failedId": "msg_…"}.
import { eq } from 'drizzle-orm';
import { closeDatabase, openDatabase } from '../../lib/db/client';
import { outboxMessages } from '../../lib/db/schema';
import { equipForMail, fixtureOrder } from '../../lib/testing/mail-fixtures';

async function main() {
  const businessId = process.argv[2]!;
  const { db } = await openDatabase('cli');
  const shop = await equipForMail(db, businessId);
  const orderIds = [
    await fixtureOrder(db, shop, { customerName: 'Anne <b>Peeters</b>', lines: [{ description: 'Tarte <script>alert(1)</script> aux pommes', quantity: 1, unitPriceMinor: 1850 }] }),
    await fixtureOrder(db, shop, { fulfilment: 'delivery', paymentMethod: 'transfer', email: 'marc.dubois@example.be', customerName: 'Marc Dubois' }),
  ];
  const [failed] = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.orderId, orderIds[1]!)).limit(1);
  await db
    .update(outboxMessages)
    .set({ status: 'failed', attempts: 8, lastError: 'Message failed: 451 4.7.1 Mailbox busy, try again later' })
    .where(eq(outboxMessages.id, failed!.id));
  console.log(JSON.stringify({ orderIds, failedId: failed!.id }));
  await closeDatabase();
}

void main();
