// The storefront's answers for the demo, byte for byte: every page a visitor can reach from the home page of
// both demo sites (links followed breadth-first, sitemap, robots, a 404, a stray POST), the cart and checkout
// with an item in the cart, and an order's confirmation page — status, headers, body and ETag, through the
// storefront route (real Requests to the route module), a second time from the cache and once more
// revalidated (304). Kept as a fixture (lib/testing/storefront-golden/, one file per answer): any change to
// what a shopper receives shows here as a diff. Ids, cart and checkout tokens differ from one seeding to the
// next, so each is written as a name (`<prod#3>`: the third product id met in this walk) before comparing, and
// the sitemap's times (the database's clock) as `<timestamp>`;
// the ETag is checked to be the digest of the body actually sent and written as `<sha1 of body>`.
// The demo is seeded in a database of this file's own at a fixed date (its 90 days of sales, hence the stock
// shown, depend on the date), and walked at that date (the checkout's pickup days depend on it). To record again after an intended change: UPDATE_STOREFRONT_GOLDEN=1.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { GET, HEAD, POST } from '@/app/%5Fsites/[site]/[[...path]]/route';
import { proxy } from '@/proxy';
import { closeDatabase, getDb } from '@/lib/db/client';
import { upsertShop } from '@/lib/domain/shop/shop';
import { seedDemo } from '@/lib/operator/demo';
import { installFastPath } from '@/storefront/shared-page';

const FIXTURES = path.join(__dirname, 'storefront-golden');
const UPDATE = process.env.UPDATE_STOREFRONT_GOLDEN === '1';
const SITES = ['maison-lemaire', 'maison-lemaire--test'];
const MAX_PAGES_PER_SITE = 200;

type Answer = { name: string; text: string };
const answers: Answer[] = [];

/** Names for what differs between seedings, in the order this walk meets them. */
class Names {
  private readonly names = new Map<string, string>();
  private readonly counts = new Map<string, number>();

  name(value: string, kind: string): string {
    let name = this.names.get(value);
    if (!name) {
      const n = (this.counts.get(kind) ?? 0) + 1;
      this.counts.set(kind, n);
      name = `<${kind}#${n}>`;
      this.names.set(value, name);
    }
    return name;
  }

  normalize(text: string): string {
    let out = text.replace(/\b([a-z]+)_([0-9a-hjkmnp-tv-z]{26})\b/g, (id, prefix: string) => this.name(id, prefix));
    // Ids were named above; other values (a cart token) are replaced where they appear. A random token may begin
    // like an id ("w__3c7…"), so only the exact id shape is left out.
    for (const [value, name] of this.names) if (!/^[a-z]+_[0-9a-hjkmnp-tv-z]{26}$/.test(value)) out = out.split(value).join(name);
    // Times written by the database's clock and the seeding's (sitemap lastmod) are not the fixed date's.
    return out.replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g, '<timestamp>');
  }
}
const names = new Names();

let ownDatabase: { admin: string; name: string } | null = null;

/** A database of this file's own, so no other test file's writes to the demo can show up here. */
async function useOwnDatabase(): Promise<void> {
  if (process.env.VITRINE_TEST_PG_ADMIN) return; // lib/testing/setup.ts already gave this file a fresh copy
  const shared = new URL(process.env.DATABASE_URL!);
  const name = `golden_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client(shared.toString());
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  ownDatabase = { admin: shared.toString(), name };
  shared.pathname = `/${name}`;
  process.env.DATABASE_URL = shared.toString();
}

type Method = 'GET' | 'HEAD' | 'POST';

async function call(site: string, method: Method, target: string, headers: Record<string, string> = {}, form?: Record<string, string>) {
  const url = new URL(target, `http://${site}.localhost:3000`);
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const init: RequestInit = { method, headers: { host: url.host, ...headers } };
  if (form) init.body = new URLSearchParams(form);
  const request = new Request(url, init);
  const context = { params: Promise.resolve({ site, path: segments.length ? segments : undefined }) };
  const response = await (method === 'GET' ? GET : method === 'HEAD' ? HEAD : POST)(request, context);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

/** One answer as the fixture holds it; the ETag must be the digest of the body actually sent. */
function record(label: string, site: string, method: Method, target: string, response: Response, body: Buffer): string {
  const lines = [`${method} http://${site}.localhost:3000${target}`, `status ${response.status}`];
  for (const [name, value] of response.headers) {
    if (name === 'etag') {
      if (response.status === 304 || method === 'HEAD') {
        // No body: the ETag is the one the GET of the same page was sent with.
        lines.push(`etag: ${value === lastEtag.get(`${site} ${target}`) ? '<as its GET>' : value}`);
        continue;
      }
      expect(value, `${label}: ETag`).toBe(`"${createHash('sha1').update(body).digest('base64url')}"`);
      lastEtag.set(`${site} ${target}`, value);
      lines.push('etag: <sha1 of body>');
    } else lines.push(`${name}: ${value}`);
  }
  const text = names.normalize(`${lines.join('\n')}\n\n${body.toString('utf8')}`);
  answers.push({ name: label, text });
  return text;
}
const lastEtag = new Map<string, string>();

/** What proxy.ts answers for the same GET itself (a cache hit of a shared page), or null when it passes it on. */
async function proxyAnswer(site: string, target: string): Promise<{ response: Response; body: Buffer } | null> {
  const response = await proxy(new NextRequest(new URL(target, `http://${site}.localhost:3000`), { headers: { host: `${site}.localhost:3000` } }));
  if (response.headers.get('x-middleware-next') === '1') return null;
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** Same-site links of a page (href="/…"), in document order. */
function links(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

const slugOf = (target: string) => names.normalize(target).replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

beforeAll(async () => {
  await useOwnDatabase();
  installFastPath(); // as instrumentation.ts does at server start
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-16T08:00:00Z'), shouldAdvanceTime: true });
  const db = await getDb();
  const demo = await seedDemo(db);
  await upsertShop(db, demo.sandboxId, { status: 'ACTIVE', showPricesToGuests: true });
  // The clock stays at the fixed date for the walk too: the checkout offers pickup days from "today" on.
}, 300_000);

afterAll(async () => {
  vi.useRealTimers();
  if (!ownDatabase) return;
  await closeDatabase();
  const client = new pg.Client(ownDatabase.admin);
  await client.connect();
  await client.query(`drop database if exists ${ownDatabase.name} with (force)`);
  await client.end();
});

describe('the storefront answers the demo byte for byte as recorded', () => {
  it('walks both demo sites and the shop flow', async () => {
    let n = 0;
    let proxyHits = 0;
    const label = (site: string, method: string, target: string) => `${String(++n).padStart(3, '0')}-${site === SITES[0] ? 'live' : 'test'}-${method.toLowerCase()}-${slugOf(target)}`;

    for (const site of SITES) {
      const queue = ['/', '/products', '/sitemap.xml', '/robots.txt', '/no-such-page', '/products/prod_00000000000000000000000000', '/cart', '/checkout'];
      const seen = new Set<string>();
      while (queue.length > 0 && seen.size < MAX_PAGES_PER_SITE) {
        const target = queue.shift()!;
        if (seen.has(target)) continue;
        seen.add(target);
        const first = await call(site, 'GET', target);
        record(label(site, 'GET', target), site, 'GET', target, first.response, first.body);
        const html = first.body.toString('utf8');
        if (first.response.headers.get('content-type')?.startsWith('text/html')) {
          for (const link of links(html)) if (!seen.has(link)) queue.push(link);
        }
        // The same request again is answered from the cache with the same bytes, and revalidation gives 304.
        const again = await call(site, 'GET', target);
        expect(again.response.status, target).toBe(first.response.status);
        expect(again.body.equals(first.body), `${site}${target} from the cache`).toBe(true);
        // proxy.ts answers a shared page already rendered from the same cache, with the same bytes and headers.
        const fast = await proxyAnswer(site, target);
        if (fast) {
          proxyHits++;
          expect(fast.response.status, `${site}${target} from the proxy`).toBe(first.response.status);
          expect([...fast.response.headers], `${site}${target} from the proxy`).toEqual([...first.response.headers]);
          expect(fast.body.equals(first.body), `${site}${target} from the proxy`).toBe(true);
        }
        const etag = first.response.headers.get('etag');
        if (etag && first.response.status === 200) {
          const revalidated = await call(site, 'GET', target, { 'if-none-match': etag });
          record(label(site, 'GET', `${target} 304`), site, 'GET', target, revalidated.response, revalidated.body);
        }
      }
      expect(seen.size, `${site}: pages walked`).toBeGreaterThan(10);
      expect(proxyHits, `${site}: pages answered by the proxy`).toBeGreaterThan(seen.size / 2);
      proxyHits = 0;
      const head = await call(site, 'HEAD', '/');
      record(label(site, 'HEAD', '/'), site, 'HEAD', '/', head.response, head.body);
      const stray = await call(site, 'POST', '/contact', { origin: `http://${site}.localhost:3000` }, { a: 'b' });
      record(label(site, 'POST', '/contact'), site, 'POST', '/contact', stray.response, stray.body);
    }

    // The shop flow on the sandbox site (its shop is ACTIVE): an item in the cart, the cart, a product page
    // with the cart's count, the checkout, the order placed and its confirmation page.
    const site = SITES[1]!;
    const origin = { origin: `http://${site}.localhost:3000` };
    const listing = (await call(site, 'GET', '/products')).body.toString('utf8');
    const productId = [...listing.matchAll(/name="productId" value="(prod_\w+)"/g)].map((m) => m[1]!)[0];
    expect(productId, 'a product can be added from the listing').toBeTruthy();

    const add = await call(site, 'POST', '/cart', origin, { productId: productId!, quantity: '2' });
    const cartCookie = /vt_cart=([^;]+)/.exec(add.response.headers.get('set-cookie') ?? '')?.[1];
    expect(cartCookie, 'the cart cookie').toBeTruthy();
    names.name(cartCookie!, 'cart-token');
    record(label(site, 'POST', '/cart'), site, 'POST', '/cart', add.response, add.body);
    const cookie = { cookie: `vt_cart=${cartCookie}` };
    for (const target of ['/cart', `/products/${productId}`, '/']) {
      const page = await call(site, 'GET', target, cookie);
      record(label(site, 'GET', `${target} with cart`), site, 'GET', target, page.response, page.body);
    }
    const checkout = await call(site, 'GET', '/checkout', cookie);
    const checkoutHtml = checkout.body.toString('utf8');
    const token = /name="checkoutToken" value="([^"]+)"/.exec(checkoutHtml)?.[1];
    expect(token, 'the checkout token').toBeTruthy();
    names.name(token!, 'checkout-token');
    record(label(site, 'GET', '/checkout with cart'), site, 'GET', '/checkout', checkout.response, checkout.body);
    const receive = /name="receive"(?: checked="")? value="([^"]+)"/.exec(checkoutHtml)![1]!;
    // The first pickup day offered at that location (the walk runs at the fixed date, so the days are fixed too).
    const pickupDate = new RegExp(`name="pickupDate\\.${receive.slice('pickup:'.length)}"[^>]*><option value="([^"]+)"`).exec(checkoutHtml)![1]!;
    const invalid = await call(site, 'POST', '/checkout', { ...cookie, ...origin }, { checkoutToken: token!, firstName: '', lastName: '', email: 'nope', phone: '', receive });
    record(label(site, 'POST', '/checkout invalid'), site, 'POST', '/checkout', invalid.response, invalid.body);
    const placed = await call(site, 'POST', '/checkout', { ...cookie, ...origin }, {
      checkoutToken: token!,
      firstName: 'Camille',
      lastName: 'Dubois',
      email: 'camille.dubois@example.be',
      phone: '+32 470 12 34 56',
      receive,
      [`pickupDate.${receive.slice('pickup:'.length)}`]: pickupDate,
      paymentMethod: 'transfer',
    });
    record(label(site, 'POST', '/checkout'), site, 'POST', '/checkout', placed.response, placed.body);
    const location = placed.response.headers.get('location');
    expect(location, 'the order confirmation').toMatch(/^\/order\/order_\w+$/);
    const confirmation = await call(site, 'GET', location!, cookie);
    record(label(site, 'GET', '/order/…'), site, 'GET', location!, confirmation.response, confirmation.body);

    // The fixture: one file per answer, compared whole.
    if (UPDATE) {
      fs.rmSync(FIXTURES, { recursive: true, force: true });
      fs.mkdirSync(FIXTURES, { recursive: true });
      for (const answer of answers) fs.writeFileSync(path.join(FIXTURES, `${answer.name}.txt`), answer.text);
    }
    const recorded = fs.readdirSync(FIXTURES).sort();
    expect(answers.map((a) => `${a.name}.txt`)).toEqual(recorded);
    for (const answer of answers) {
      expect(answer.text, answer.name).toBe(fs.readFileSync(path.join(FIXTURES, `${answer.name}.txt`), 'utf8'));
    }
  }, 600_000);
});
