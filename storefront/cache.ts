// The storefront's rendered answers, filed under the site's stamp (its id and fingerprint, from the domain's
// one cache of site data: lib/domain/storefront/site-data.ts) and the route's key: any write to what the pages
// show gives a new fingerprint, so the next request — on any node — misses and renders afresh; nothing ever
// needs to be purged by hand. Also the last answer served for each page (served again while the database is
// away) and the platform's own pages. Kept in the process registry (lib/runtime/process-registry.ts): the
// storefront route fills it, proxy.ts's fast path, in another module graph, reads it. No React here.
import type { Db } from '@/lib/db/client';
import { currentStamp, readySnapshot, stampKey } from '@/lib/domain/storefront/site-data';
import type { SiteStamp } from '@/lib/domain/storefront/snapshot';
import { PromiseLru } from '@/lib/domain/shared/lru';
import { getOrCreate, registryKey } from '@/lib/runtime/process-registry';
import type { StorefrontResponse } from './response';
import { type SharedRoute, routeKey } from './routing';

type Renders = {
  responses: PromiseLru<StorefrontResponse>;
  lastServed: Map<string, StorefrontResponse>;
  platformPages: Map<404 | 503, Promise<StorefrontResponse>>;
  /** The platform's 404 once rendered: the fast path's answer for a host that names no published site. */
  readyNotFound?: StorefrontResponse;
};

const renders = getOrCreate(registryKey<Renders>('storefront.renders'), () => ({
  responses: new PromiseLru<StorefrontResponse>(2000, 64 * 1024 * 1024, (r) => r.body.length * 2 + 200),
  lastServed: new Map(),
  platformPages: new Map(),
}));

const MAX_LAST_SERVED = 500;

/**
 * The benchmark's "uncached" row: with `STOREFRONT_BENCH_UNCACHED=1` in the server's environment (never in
 * production: it would let anyone force full renders), a request carrying `?uncached` skips every cache —
 * stamp query, data load and render, as after a change. Read per request (tests flip it).
 */
export function bypassesCache(search: URLSearchParams): boolean {
  return process.env.STOREFRONT_BENCH_UNCACHED === '1' && search.has('uncached');
}

/** The render of `route` for the site as `stamp` saw it, from the cache or by `render` (then filed). */
export function cachedRender(stamp: SiteStamp, route: SharedRoute, render: () => Promise<StorefrontResponse>): Promise<StorefrontResponse> {
  return renders.responses.get(`${stampKey(stamp)}|${routeKey(route)}`, render);
}

/**
 * What the storefront would answer for `route` of the site `slug`, if it is already rendered for the site's
 * current stamp (the same stamp rules, so a change is still seen on the next request); null when it would
 * have to load or render anything. proxy.ts answers such hits itself (./shared-page.ts).
 */
export async function readyRender(db: Db, slug: string, route: SharedRoute, search: URLSearchParams): Promise<StorefrontResponse | null> {
  if (bypassesCache(search)) return null;
  const stamp = await currentStamp(db, slug);
  if (!stamp || !stamp.isEnabled) return renders.readyNotFound ?? null;
  if (!readySnapshot(stamp)) return null;
  return renders.responses.peek(`${stampKey(stamp)}|${routeKey(route)}`)?.value ?? null;
}

/** Remembers the response served for a page (site host label and route key), to serve it while the database is away. */
export function rememberServed(key: string, response: StorefrontResponse): void {
  const { lastServed } = renders;
  if (lastServed.get(key) === response) return;
  lastServed.delete(key);
  if (lastServed.size >= MAX_LAST_SERVED) lastServed.delete(lastServed.keys().next().value!);
  lastServed.set(key, response);
}

/** The response last served for a page, if any. */
export function lastServed(key: string): StorefrontResponse | undefined {
  return renders.lastServed.get(key);
}

/** The platform's own page for `status`, rendered once by `render` (a failed render is tried again next time). */
export function platformPage(status: 404 | 503, render: () => Promise<StorefrontResponse>): Promise<StorefrontResponse> {
  let page = renders.platformPages.get(status);
  if (page) return page;
  page = render().then((response) => {
    if (status === 404) renders.readyNotFound = response;
    return response;
  });
  renders.platformPages.set(status, page);
  page.catch(() => renders.platformPages.delete(status));
  return page;
}
