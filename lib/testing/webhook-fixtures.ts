// A webhook endpoint's delivery log as tests want it (scripts/testing/webhook-seed.ts for the browser test):
// two product.created events recorded in the endpoint's business as the domain does, the older delivery then
// made failed with two attempts (a 500 with its answer, then an interrupted request), the newer left pending.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { recordEvent } from '../domain/events/events';
import { newId } from '../domain/shared/ids';

export type SeededLog = { failedId: string; pendingId: string; eventIds: string[] };

export async function seedDeliveryLog(db: Db, endpointId: string): Promise<SeededLog> {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw new Error(`no endpoint ${endpointId}`);
  const eventIds: string[] = [];
  for (const name of ['Tarte aux pommes', 'Pain au levain']) {
    const product = { id: newId('product'), name };
    eventIds.push(await db.transaction((tx) => recordEvent(tx, endpoint.businessId, 'product.created', product)));
  }
  const [failed, pending] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(asc(webhookDeliveries.id));
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  await db.insert(webhookAttempts).values([
    {
      id: newId('webhookAttempt'),
      deliveryId: failed!.id,
      startedAt: minutesAgo(30),
      finishedAt: minutesAgo(30),
      outcome: 'failed',
      statusCode: 500,
      error: 'The receiver answered 500 Internal Server Error',
      responseBody: '{"error":"database_unavailable","message":"Our accounting sync could not reach its database; try again later."}',
      durationMs: 184,
    },
    {
      id: newId('webhookAttempt'),
      deliveryId: failed!.id,
      startedAt: minutesAgo(10),
      finishedAt: minutesAgo(10),
      outcome: 'interrupted',
      error: 'The sender stopped during this request; the receiver may have received it',
    },
  ]);
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', attempts: 2, nextAttemptAt: null, lastStatusCode: 500, lastError: 'The receiver answered 500 Internal Server Error' })
    .where(eq(webhookDeliveries.id, failed!.id));
  return { failedId: failed!.id, pendingId: pending!.id, eventIds };
}
