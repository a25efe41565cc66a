// The process's one cache of storefront data: snapshots (./snapshot.ts) filed under the site's id and
// fingerprint, so any write to what the pages show is seen on the next request, on any node, without a purge.
// The storefront's pages, its cart and checkout, and the builder's canvas all read through it. Kept in the
// process registry (lib/runtime/process-registry.ts): the storefront route and proxy.ts's fast path run in
// separate module graphs and must share it.
import type { Db } from '../../db/client';
import { getOrCreate, registryKey } from '../../runtime/process-registry';
import { SharedFlights } from '../shared/flights';
import { PromiseLru } from '../shared/lru';
import { getOrCreateSiteRow } from '../site/site';
import { type SiteStamp, type StorefrontData, type StorefrontSnapshot, loadStorefrontSnapshot, siteStamp } from './snapshot';

type SiteDataCache = {
  snapshots: PromiseLru<StorefrontSnapshot | null>;
  /** Stamp queries in flight, by database handle and host label (see currentStamp). */
  flights: WeakMap<Db, SharedFlights<SiteStamp | null>>;
};

const cache = getOrCreate(registryKey<SiteDataCache>('storefront.siteData'), () => ({
  snapshots: new PromiseLru<StorefrontSnapshot | null>(200, Infinity),
  flights: new WeakMap(),
}));

/** The cache key of a stamp's snapshot; the storefront files its renders under it too. */
export function stampKey(stamp: SiteStamp): string {
  return `${stamp.id}|${stamp.fingerprint}`;
}

/**
 * The site's stamp as of this request, from a stamp query that started after this request arrived — the one
 * queued behind the query in flight, if any, which every request arriving meanwhile shares (so a write
 * committed before the request is always seen, and under load one query serves many requests).
 */
export function currentStamp(db: Db, slug: string): Promise<SiteStamp | null> {
  let shared = cache.flights.get(db);
  if (!shared) cache.flights.set(db, (shared = new SharedFlights()));
  return shared.run(slug, () => siteStamp(db, slug));
}

/**
 * The snapshot of the site as `stamp` saw it, from the cache or read now. A write between the stamp and the
 * read shows as another fingerprint in the snapshot: it is returned (the newer state) but never filed under
 * the older key. Null when the site is gone.
 */
export async function snapshotOf(db: Db, stamp: SiteStamp): Promise<StorefrontSnapshot | null> {
  const key = stampKey(stamp);
  const snapshot = await cache.snapshots.get(key, () => loadStorefrontSnapshot(db, stamp.id));
  if (snapshot?.stamp.fingerprint !== stamp.fingerprint) cache.snapshots.delete(key);
  return snapshot;
}

/** The snapshot filed under `stamp` if it is already read, without reading anything; else null. */
export function readySnapshot(stamp: SiteStamp): StorefrontSnapshot | null {
  const snapshot = cache.snapshots.peek(stampKey(stamp))?.value;
  return snapshot?.stamp.fingerprint === stamp.fingerprint ? snapshot : null;
}

/** The site's current data, published or not (the builder's canvas renders with it on every edit). */
export async function currentSiteData(db: Db, slug: string): Promise<StorefrontData | null> {
  const stamp = await currentStamp(db, slug);
  return stamp && ((await snapshotOf(db, stamp))?.data ?? null);
}

/** The current data of the business's site, created if need be (the page builder's bootstrap and canvas). */
export async function builderSiteData(db: Db, businessId: string): Promise<StorefrontData> {
  const { slug } = await getOrCreateSiteRow(db, businessId);
  const data = await currentSiteData(db, slug);
  if (!data) throw new Error(`Site ${slug} has no storefront data`);
  return data;
}
