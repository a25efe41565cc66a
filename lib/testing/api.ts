// Test client for /api/v1: real `Request` objects dispatched to the real route modules of app/api/v1, matched
// the way the app router matches them (static segments, then [param], then [...catchAll]).
import fs from 'node:fs';
import path from 'node:path';
import { PEER_HEADER, markFrontDoorInstalled } from '../api/client-address';

// This client plays the front door's part: it stamps the peer on every request (below).
markFrontDoorInstalled();
import { getDb } from '../db/client';
import { createBusiness, type CreateBusinessInput } from '../domain/businesses/businesses';
import { createApiKey } from '../domain/keys/api-keys';
import { documentMismatches } from './openapi-check';

const API_ROOT = path.resolve(__dirname, '../../app/api/v1');

type RouteFile = { segments: string[]; file: string };
type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

function routeFiles(dir = API_ROOT, prefix: string[] = []): RouteFile[] {
  const out: RouteFile[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...routeFiles(path.join(dir, entry.name), [...prefix, entry.name]));
    else if (entry.name === 'route.ts') out.push({ segments: prefix, file: path.join(dir, entry.name) });
  }
  return out;
}

const ROUTES = routeFiles();

function rank(segment: string) {
  return segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0;
}

function match(pathname: string): { file: string; params: Record<string, string | string[]> } | null {
  const parts = pathname.replace(/^\/api\/v1\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const candidates: { file: string; params: Record<string, string | string[]>; score: number[] }[] = [];
  for (const route of ROUTES) {
    const params: Record<string, string | string[]> = {};
    const score: number[] = [];
    let ok = true;
    for (let i = 0; i < route.segments.length; i++) {
      const segment = route.segments[i]!;
      score.push(rank(segment));
      if (segment.startsWith('[...')) {
        if (i >= parts.length) ok = false;
        else params[segment.slice(4, -1)] = parts.slice(i);
        break;
      }
      const part = parts[i];
      if (part === undefined) {
        ok = false;
        break;
      }
      if (segment.startsWith('[')) params[segment.slice(1, -1)] = part;
      else if (segment !== part) {
        ok = false;
        break;
      }
      if (i === route.segments.length - 1 && parts.length !== route.segments.length) ok = false;
    }
    if (route.segments.length === 0 && parts.length > 0) ok = false;
    if (ok) candidates.push({ file: route.file, params, score });
  }
  candidates.sort((a, b) => {
    for (let i = 0; i < Math.max(a.score.length, b.score.length); i++) {
      const diff = (a.score[i] ?? 0) - (b.score[i] ?? 0);
      if (diff) return diff;
    }
    return 0;
  });
  return candidates[0] ?? null;
}

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T; text: string; bytes: Uint8Array };

export type CallOptions = {
  key?: string | null;
  body?: unknown;
  /** Sent as-is (for malformed JSON, wrong content types). */
  rawBody?: string | Uint8Array | ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
};

/** Calls the API in-process; `path` is below /api/v1 and may carry a query string. Every answer is checked
 * against the OpenAPI document (lib/testing/openapi-check.ts): a mismatch fails the test. */
export async function call(method: string, pathWithQuery: string, options: CallOptions = {}): Promise<ApiResponse> {
  const url = new URL(`http://localhost:3000/api/v1${pathWithQuery}`);
  // The socket's peer, as the front door stamps it (lib/api/front-door.ts).
  const headers = new Headers({ [PEER_HEADER]: TEST_ADDRESS, ...options.headers });
  if (options.key) headers.set('authorization', `Bearer ${options.key}`);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  // duplex: a ReadableStream body (a streamed upload) is sent as it comes.
  const response = await dispatch(new Request(url, { method, headers, body, duplex: 'half' } as RequestInit));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let parsed: unknown = undefined;
  if (text && response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
  const answer = { status: response.status, headers: response.headers, body: parsed, text, bytes };
  const mismatches = documentMismatches(method, url.pathname.replace(/^\/api\/v1/, ''), answer);
  if (mismatches.length > 0) {
    throw new Error(
      `${method} ${pathWithQuery} → ${answer.status} does not match the OpenAPI document (lib/api/openapi.ts):\n` +
        mismatches.map((line) => `  - ${line}`).join('\n') +
        `\n  body: ${text.slice(0, 500)}`,
    );
  }
  return answer;
}

/** Answers a Request below /api/v1 with the app's route module for its path, as the app router would. */
export async function dispatch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const found = match(url.pathname);
  if (!found) throw new Error(`No route file matches ${url.pathname}`);
  const module = (await import(found.file)) as Record<string, Handler | undefined>;
  const handler = module[request.method];
  if (!handler) throw new Error(`${found.file} exports no ${request.method}`);
  // Like Next, a route without dynamic segments gets params that resolve to undefined.
  const params = Object.keys(found.params).length ? found.params : undefined;
  return handler(request, { params: Promise.resolve(params as never) });
}

/**
 * A per-file client address, so failed-authentication limits of parallel test files never mix (with REDIS_URL
 * they share one store): drawn from 100.64.0.0/10's first 65,000 addresses, a range no test names (the
 * documentation ranges 192.0.2/24, 198.51.100/24 and 203.0.113/24 are the tests' own made-up clients).
 */
const TEST_ADDRESS = `100.64.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

let counter = 0;
export function uniqueSlug(base: string) {
  counter += 1;
  return `${base}-${Date.now().toString(36)}-${counter}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export async function makeBusiness(input: Partial<CreateBusinessInput> = {}) {
  const db = await getDb();
  return createBusiness(db, { name: input.name ?? 'Test Shop', slug: uniqueSlug(input.slug ?? 'shop'), ...input, ...(input.slug ? { slug: uniqueSlug(input.slug) } : {}) });
}

export async function makeKey(businessId: string, scopes: string[], mode: 'live' | 'test' = 'live') {
  const db = await getDb();
  const { key, apiKey } = await createApiKey(db, { businessId, scopes, mode });
  return { key, id: apiKey.id };
}

/** A business with one key holding every scope given. */
export async function setup(scopes: string[], input: Partial<CreateBusinessInput> = {}) {
  const business = await makeBusiness(input);
  const { key, id } = await makeKey(business.id, scopes);
  return { business, key, keyId: id };
}
