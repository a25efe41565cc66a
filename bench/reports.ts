// Report latency: p50/p99 of GET /api/v1/public/reports/revenue?groupBy=day over 90 days, for a business with
// 100 000 transactions. Target: p99 < 200 ms. Also the dashboard's Reports page over the same 90 days: every
// section it reads for one request (readReportsPage: the five reports in parallel), one request at a time.
// Target: under a second (the demo holds fewer transactions than this business).
//
// Contract for bench/run.ts (or any caller):
//   1. `seedReportTransactions(db, businessId, options?)` inserts the transactions (default 100 000 over the 365 days
//      ending `endDate`, on the business's locations, 1–4 lines, the Belgian payment mix) through the domain layer
//      (recordTransactions, 5 000 per batch, one database transaction each) and returns the 90-day window to query.
//      Any time, also while the server runs (embedded or not: the app and other processes share the database
//      server), with any handle of the database, e.g. the process's own `openDatabase()`.
//      The business needs at least one location; products are optional (lines then carry descriptions only).
//      Ends with VACUUM ANALYZE of transactions and ANALYZE of the other two tables.
//   2. `measureRevenueReport({ baseUrl, apiKey, from, to })` checks one request answers 200, then runs autocannon
//      (warm-up discarded) and returns p50/p90/p99/mean/max in ms and requests per second. `baseUrl` is the origin
//      (e.g. http://127.0.0.1:3000). The key needs reports:read; run the server with RATE_LIMIT_PER_MINUTE=0.
//      Default load: 10 connections, 2 s warm-up, 10 s measured (a report is a dashboard read, not a hot path).
//
// Alone: `npx tsx bench/reports.ts [--db=postgres|embedded] [--transactions=N] [--connections=N] [--duration=S]`
// creates a fresh database (PostgreSQL: vitrine_bench_reports_<pid> on POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, dropped at the end, as scripts/with-postgres-db.mjs does;
// embedded: a temporary data directory, whose embedded PostgreSQL server this process starts, then stops before
// removing it), seeds a business, serves the real route handler with node:http in this process (no Next build
// needed; the load generator shares the process) and prints the figures as JSON.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../lib/db/client';
import { locations, products } from '../lib/db/schema';
import { priceInclVatMinor } from '../lib/domain/catalog/products';
import { addDays, brusselsDate, brusselsToUtc } from '../lib/domain/pos/brussels-time';
import type { PaymentMethod, RecordTransactionInput } from '../lib/domain/pos/schemas';
import { recordTransactions } from '../lib/domain/pos/transactions';
import { seededRandom as prng } from '../lib/operator/random';

export type SeedReportOptions = {
  /** How many transactions (default 100 000). */
  transactions?: number;
  /** Spread over this many days (default 365). */
  days?: number;
  /** Last day, YYYY-MM-DD (default: yesterday in Brussels). */
  endDate?: string;
  seed?: number;
};

export type SeedReportResult = { inserted: number; ms: number; window: { from: string; to: string } };


/** Inserts the benchmark's transactions for a business; returns the 90 days ending `endDate` to query. */
export async function seedReportTransactions(db: Db, businessId: string, options: SeedReportOptions = {}): Promise<SeedReportResult> {
  const started = Date.now();
  const total = options.transactions ?? 100_000;
  const days = options.days ?? 365;
  const end = options.endDate ?? addDays(brusselsDate(new Date()), -1);
  const first = addDays(end, -(days - 1));
  const random = prng(options.seed ?? 2026);
  const shops = await db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, businessId)).orderBy(asc(locations.position));
  if (shops.length === 0) throw new Error('seedReportTransactions: the business has no location');
  const catalogue = await db
    .select({ id: products.id, name: products.name, priceMinor: products.sellingPriceMinor, vatRateBp: products.vatRateBp })
    .from(products)
    .where(and(eq(products.businessId, businessId)))
    .orderBy(asc(products.id));
  const items = catalogue.length
    ? catalogue.map((p) => ({ productId: p.id as string | null, description: p.name, unitPriceMinor: priceInclVatMinor(p.priceMinor, p.vatRateBp), vatRateBp: p.vatRateBp }))
    : [
        { productId: null, description: 'Pain', unitPriceMinor: 320, vatRateBp: 600 },
        { productId: null, description: 'Croissant', unitPriceMinor: 140, vatRateBp: 600 },
        { productId: null, description: 'Bière', unitPriceMinor: 280, vatRateBp: 2100 },
      ];
  const methods: PaymentMethod[] = ['bancontact', 'bancontact', 'bancontact', 'bancontact', 'card', 'card', 'cash', 'cash', 'cash', 'payconiq'];
  // In time order, day after day, as a till records them (so rows of a period sit together on disk).
  let inserted = 0;
  const perDay = total / days;
  const opening = new Map<string, number>();
  while (inserted < total) {
    const batch: RecordTransactionInput[] = [];
    for (let i = 0; i < 5_000 && inserted + batch.length < total; i++) {
      const index = inserted + batch.length;
      const date = addDays(first, Math.floor(index / perDay));
      if (!opening.has(date)) opening.set(date, brusselsToUtc(date, '07:00').getTime());
      const startMs = opening.get(date)! + ((index % perDay) / perDay) * 12 * 3_600_000;
      const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const item = items[Math.floor(random() * items.length)]!;
        return { ...item, quantity: 1 + Math.floor(random() * 3) };
      });
      const amountMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
      batch.push({
        locationId: shops[Math.floor(random() * shops.length)]!.id,
        channel: random() < 0.05 ? 'online' : 'pos',
        kind: 'sale',
        occurredAt: new Date(Math.floor(startMs + random() * 60_000)),
        lines,
        payments: amountMinor > 0 ? [{ method: methods[Math.floor(random() * methods.length)]!, amountMinor }] : [],
      });
    }
    await recordTransactions(db, businessId, batch);
    inserted += batch.length;
  }
  // Fresh statistics, so the planner knows the table is large (autovacuum would get there, later).
  // As autovacuum would after a bulk load: the visibility map lets reports use index-only scans.
  await db.execute(sql`vacuum analyze transactions`);
  await db.execute(sql`analyze transaction_lines`);
  await db.execute(sql`analyze payments`);
  return { inserted, ms: Date.now() - started, window: { from: addDays(end, -89), to: end } };
}

export type MeasureOptions = {
  baseUrl: string;
  apiKey: string;
  from: string;
  to: string;
  locationId?: string;
  connections?: number;
  /** Measured seconds. */
  duration?: number;
  /** Warm-up seconds, discarded. */
  warmup?: number;
};

export type ReportLatency = {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  reqPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  non2xx: number;
  errors: number;
  /** p99 < 200 ms */
  meetsTarget: boolean;
};

export const REPORT_P99_TARGET_MS = 200;

/** Measures GET /api/v1/public/reports/revenue?from&to&groupBy=day under load (autocannon). */
export async function measureRevenueReport(options: MeasureOptions): Promise<ReportLatency> {
  const query = new URLSearchParams({ from: options.from, to: options.to, groupBy: 'day', ...(options.locationId ? { locationId: options.locationId } : {}) });
  const url = `${options.baseUrl.replace(/\/$/, '')}/api/v1/public/reports/revenue?${query}`;
  const headers = { Authorization: `Bearer ${options.apiKey}` };
  const probe = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  const text = await probe.text();
  if (probe.status !== 200) throw new Error(`the revenue report answered ${probe.status} before the load: ${text.slice(0, 500)}`);
  const connections = options.connections ?? 10;
  const run = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url, headers, connections, duration, pipelining: 1, timeout: 10 });
      instance.then(resolve, reject);
    });
  if ((options.warmup ?? 2) > 0) await run(options.warmup ?? 2);
  const result = await run(options.duration ?? 10);
  const latencyMs = {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    mean: Number(result.latency.mean.toFixed(2)),
    max: result.latency.max,
  };
  return {
    url,
    connections,
    durationSeconds: result.duration,
    requests: result['2xx'],
    reqPerSec: Number((result['2xx'] / result.duration).toFixed(1)),
    latencyMs,
    non2xx: result.non2xx,
    errors: result.errors,
    meetsTarget: result.non2xx === 0 && result.errors === 0 && latencyMs.p99 < REPORT_P99_TARGET_MS,
  };
}

export const REPORTS_PAGE_TARGET_MS = 1_000;

/** Times what the Reports page reads for one request (all sections, custom days `from`–`to`), `runs` times after one warm-up. */
export async function measureReportsPage(db: Db, businessId: string, window: { from: string; to: string }, runs = 20) {
  const { readReportsPage } = await import('../lib/domain/reports/dashboard');
  const read = () => readReportsPage(db, businessId, { period: 'custom', ...window });
  const first = await read();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1));
  return {
    days: first.revenue.periods.length,
    transactions: first.revenue.totals.transactionCount,
    runs,
    latencyMs: { p50: at(0.5), max: at(1) },
    meetsTarget: at(1) < REPORTS_PAGE_TARGET_MS,
  };
}

// ------------------------------------------------------------------------------------------------ alone

function option(name: string): string | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg?.slice(name.length + 3);
}

/** Serves the real route handlers of /api/v1/public/reports/* on a free port (no Next server needed). */
async function serveReports(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const revenue = await import('../app/api/v1/public/reports/revenue/route');
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      headers.set('x-forwarded-for', '127.0.0.1');
      const response =
        url.pathname === '/api/v1/public/reports/revenue'
          ? await revenue.GET(new Request(url, { method: req.method, headers }), { params: Promise.resolve({}) })
          : new Response('{"error":"not found"}', { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function main() {
  const kind = option('db') ?? 'postgres';
  if (kind !== 'postgres' && kind !== 'embedded') throw new Error('--db=postgres|embedded');
  process.env.RATE_LIMIT_PER_MINUTE = '0';
  const cleanups: (() => Promise<void>)[] = [];
  const { Client } = await import('pg');
  try {
    if (kind === 'postgres') {
      const adminUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
      const name = `vitrine_bench_reports_${process.pid}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}"`);
      await admin.query(`create database "${name}"`);
      await admin.end();
      cleanups.unshift(async () => {
        const client = new Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      process.env.DATABASE_URL = url.toString();
      delete process.env.VITRINE_DATA_DIR;
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-reports-'));
      cleanups.unshift(async () => fs.rmSync(dir, { recursive: true, force: true }));
      // Runs before the removal: the server this process started (it would stop it on exit, too late).
      cleanups.unshift(async () => {
        const { stopEmbeddedServer } = await import('../lib/db/embedded');
        await stopEmbeddedServer(dir);
      });
      process.env.VITRINE_DATA_DIR = dir;
      delete process.env.DATABASE_URL;
      delete process.env.VITRINE_DB_PORT;
    }
    const { openDatabase, closeDatabase } = await import('../lib/db/client');
    const { createBusiness } = await import('../lib/domain/businesses/businesses');
    const { createApiKey } = await import('../lib/domain/keys/api-keys');
    const { createProduct } = await import('../lib/domain/catalog/products');
    cleanups.unshift(closeDatabase);
    const { db } = await openDatabase('cli');
    const business = await createBusiness(db, {
      name: 'Bench Reports',
      slug: `bench-reports-${process.pid}-${Date.now().toString(36)}`,
      locations: [{ name: 'Flagey' }, { name: 'Gent' }],
    });
    for (const [name, price, vat] of [
      ['Pain de campagne', 4.2, 6],
      ['Croissant', 1.4, 6],
      ['Tarte au riz', 3.2, 6],
      ['Saison', 2.8, 21],
      ['Tasse', 14.5, 21],
    ] as const) {
      await createProduct(db, business.id, { name, sellingPrice: price, vatPercent: vat, isForSale: true, images: [], trackInventory: false, stockQuantity: 0 }, { kind: 'system' });
    }
    const { key } = await createApiKey(db, { businessId: business.id, scopes: ['reports:read'], mode: 'live' });
    const seeded = await seedReportTransactions(db, business.id, { transactions: Number(option('transactions') ?? 100_000) });
    console.error(`[bench:reports] ${kind}: inserted ${seeded.inserted} transactions in ${(seeded.ms / 1000).toFixed(1)} s`);
    const server = await serveReports();
    cleanups.unshift(server.close);
    const figures = await measureRevenueReport({
      baseUrl: server.baseUrl,
      apiKey: key,
      ...seeded.window,
      connections: Number(option('connections') ?? 10),
      duration: Number(option('duration') ?? 10),
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // let abandoned requests finish before closing
    const reportsPage = await measureReportsPage(db, business.id, seeded.window);
    console.log(JSON.stringify({ database: kind, transactions: seeded.inserted, seedSeconds: seeded.ms / 1000, ...figures, reportsPage }, null, 2));
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: Error) => console.error(`[bench:reports] clean-up: ${error.message}`));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: Error) => {
    console.error(`[bench:reports] ${error.stack ?? error.message}`);
    process.exit(1);
  });
}
