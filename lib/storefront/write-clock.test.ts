// The embedded database's write clock: a cached storefront page is served without any query, and every
// kind of write (autocommit statement, transaction, raw SQL) still shows on the next request.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb, type Db } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { updateSite } from '@/lib/domain/site/site';
import { seedDemo } from '@/lib/operator/demo';
import { serveStorefront } from './serve';
import { writeClock } from './write-clock';

const SLUG = 'maison-lemaire--test';
let db: Db;
let businessId: string;
const get = (path: string) => serveStorefront(db, SLUG, path.split('/').filter(Boolean), new URLSearchParams());

beforeAll(async () => {
  db = await getDb();
  businessId = (await seedDemo(db)).sandboxId;
});

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.STOREFRONT_BENCH_UNCACHED;
});

describe('write clock', () => {
  // PostgreSQL has no write clock (other nodes write directly): serve.test.ts covers its invalidation.
  const embedded = !process.env.DATABASE_URL;

  it.runIf(embedded)('is installed once on the embedded database', () => {
    const clock = writeClock(db);
    expect(clock).not.toBeNull();
    expect(writeClock(db)).toBe(clock);
  });

  it.runIf(embedded)('serves a cached page without a query, and moves on every write', async () => {
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const first = await get('/');
    const query = vi.spyOn(client, 'query');
    expect(await get('/')).toBe(first);
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();

    const clock = writeClock(db)!;
    let before = clock.generation;
    await db.select().from(products).limit(1);
    expect(clock.generation).toBe(before);

    await updateSite(db, businessId, { seoTitle: 'Clock & Co' });
    expect(clock.generation).toBeGreaterThan(before);
    expect((await get('/')).body).toContain('<title>Accueil · Clock &amp; Co</title>');

    before = clock.generation;
    await db.transaction(async (tx) => {
      await tx.update(categories).set({ name: 'Pains du jour' }).where(eq(categories.businessId, businessId));
    });
    expect(clock.generation).toBeGreaterThan(before);
    expect((await get('/products')).body).toContain('Pains du jour');

    await db.execute(sql`update sites set seo_title = 'Raw SQL', updated_at = now() where business_id = ${businessId}`);
    expect((await get('/')).body).toContain('<title>Accueil · Raw SQL</title>');
  });

  it('?uncached renders afresh only when the benchmark switch is on', async () => {
    const uncached = () => serveStorefront(db, SLUG, ['contact'], new URLSearchParams('uncached'));
    const cached = await get('/contact');
    expect(await uncached()).toBe(cached);
    process.env.STOREFRONT_BENCH_UNCACHED = '1';
    const fresh = await uncached();
    expect(fresh).not.toBe(cached);
    expect(fresh.body).toBe(cached.body);
    expect(await uncached()).not.toBe(fresh);
    expect(await get('/contact')).toBe(cached);
  });
});
