// Events and webhooks (issue 22), on the embedded default (a fresh data directory, whose server this process starts
// and stops): what an event costs a write, and how fast the sender delivers.
//   1. Write cost: createProduct (one transaction: the product, its stock, its product.created event) p50 with no
//      endpoint, and with 3 endpoints subscribed (3 deliveries queued in the same transaction), in alternating
//      rounds. Target: p50 with 3 endpoints ≤ 1.3× the p50 without.
//   2. Delivery: 500 events to one endpoint on a local node:http receiver, sent by one WebhookSender (4 at a time,
//      each in its own transaction: claim, attempt row committed apart, signed POST, bookkeeping — two commits per
//      attempt), beside the same 500 POSTs sent 4 at a time by a bare node:http client to the same receiver (the
//      machine's floor, no database). Target: deliveries/s ≥ 0.05× the bare POSTs/s.
// `npx tsx bench/webhooks.ts [--events=500] [--writes=300]` prints a JSON object and PASS/FAIL lines.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-webhooks-'));
  process.env.VITRINE_DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  delete process.env.VITRINE_DB_PORT;
  const cleanups: (() => Promise<void>)[] = [async () => fs.rmSync(dir, { recursive: true, force: true })];
  cleanups.unshift(async () => {
    const { stopEmbeddedServer } = await import('../lib/db/embedded');
    await stopEmbeddedServer(dir);
  });
  try {
    const { openDatabase, closeDatabase } = await import('../lib/db/client');
    const { createBusiness } = await import('../lib/domain/businesses/businesses');
    const { createProduct } = await import('../lib/domain/catalog/products');
    const { recordEvent } = await import('../lib/domain/events/events');
    const { createWebhookEndpoint, updateWebhookEndpoint } = await import('../lib/domain/webhooks/endpoints');
    const { WebhookSender } = await import('../lib/webhooks/sender');
    cleanups.unshift(closeDatabase);
    const database = await openDatabase('cli');
    const { db } = database;
    const business = await createBusiness(db, { name: 'Bench Webhooks', slug: `bench-webhooks-${process.pid}`, locations: [{ name: 'Flagey' }] });

    let received = 0;
    const receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received += 1;
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    cleanups.unshift(() => new Promise((resolve) => receiver.close(() => resolve())));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;

    // 1. Write cost.
    const writes = option('writes', 60);
    const timeWrites = async (label: string) => {
      const times: number[] = [];
      for (let i = 0; i < writes; i++) {
        const started = performance.now();
        await createProduct(db, business.id, { name: `${label} ${i}`, sellingPrice: 4.2, vatPercent: 6, isForSale: true, images: [], trackInventory: true, stockQuantity: 5 }, { kind: 'system' });
        times.push(performance.now() - started);
      }
      return times.slice(Math.floor(writes / 10)); // the first tenth warms up
    };
    const endpoints: { id: string }[] = [];
    for (let i = 0; i < 3; i++) endpoints.push(await createWebhookEndpoint(db, business.id, { url, eventTypes: i === 0 ? ['*'] : ['product.created', 'order.placed'] }));
    const enable = async (enabled: boolean) => {
      for (const endpoint of endpoints) await updateWebhookEndpoint(db, business.id, endpoint.id, { enabled });
    };
    // Alternating rounds, so that drift (caches, the machine) weighs on both sides alike.
    const withoutTimes: number[] = [];
    const withTimes: number[] = [];
    for (let round = 0; round < 6; round++) {
      await enable(false);
      withoutTimes.push(...(await timeWrites(`Sans ${round}`)));
      await enable(true);
      withTimes.push(...(await timeWrites(`Avec ${round}`)));
    }
    await enable(false);
    const without = p50(withoutTimes);
    const withThree = p50(withTimes);

    // 2. Delivery throughput.
    const events = option('events', 500);
    const target = await createWebhookEndpoint(db, business.id, { url, eventTypes: ['order.placed'] });
    const body = JSON.stringify({ id: 'order_x', number: 1042, status: 'PENDING', total: 18.4, lines: [{ name: 'Pain de campagne', quantity: 2 }] });
    for (let i = 0; i < events; i++) {
      await db.transaction((tx) => recordEvent(tx as never, business.id, 'order.placed', { ...JSON.parse(body), id: `order_${i}` }));
    }
    received = 0;
    const sender = new WebhookSender({ db, pool: database.pool, allowPrivateNetworks: true, sweepMs: 600_000, log: { warn: () => undefined, error: console.error } });
    let started = performance.now();
    await sender.wake();
    const senderSeconds = (performance.now() - started) / 1000;
    const delivered = received;
    await updateWebhookEndpoint(db, business.id, target.id, { enabled: false });

    const agent = new http.Agent({ keepAlive: false });
    const eventBody = JSON.stringify({ id: 'evt_x', object: 'event', type: 'order.placed', createdAt: new Date().toISOString(), livemode: true, data: { object: JSON.parse(body) } });
    received = 0;
    started = performance.now();
    let next = 0;
    // As many at once as the sender runs (4), a new connection each, as the sender makes.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next++ < events) {
          await new Promise<void>((resolve, reject) => {
            const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(eventBody) } }, (res) => {
              res.resume();
              res.on('end', () => resolve());
            });
            req.on('error', reject);
            req.end(eventBody);
          });
        }
      }),
    );
    const bareSeconds = (performance.now() - started) / 1000;

    const figures = {
      writeP50Ms: { withoutEndpoints: +without.toFixed(2), withThreeEndpoints: +withThree.toFixed(2), ratio: +(withThree / without).toFixed(2) },
      delivery: {
        events,
        delivered,
        senderPerSecond: Math.round(delivered / senderSeconds),
        barePostsPerSecond: Math.round(events / bareSeconds),
        ratio: +(delivered / senderSeconds / (events / bareSeconds)).toFixed(2),
      },
    };
    console.log(JSON.stringify(figures, null, 2));
    console.log(`${figures.writeP50Ms.ratio <= 1.3 ? 'PASS' : 'FAIL'} a write with 3 endpoints subscribed: p50 ${figures.writeP50Ms.ratio}× the write without (target ≤ 1.3×)`);
    console.log(`${delivered === events && figures.delivery.ratio >= 0.05 ? 'PASS' : 'FAIL'} deliveries ${figures.delivery.senderPerSecond}/s = ${figures.delivery.ratio}× bare POSTs (target ≥ 0.05×, all ${events} delivered)`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: Error) => console.error(`[bench:webhooks] clean-up: ${error.message}`));
  }
}

main().catch((error: Error) => {
  console.error(`[bench:webhooks] ${error.stack ?? error.message}`);
  process.exit(1);
});
