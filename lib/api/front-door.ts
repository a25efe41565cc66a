// The front door: runs inside Node's HTTP server for every request, before Next routes it (installed once, from
// instrumentation.ts). Next gives route handlers and proxy.ts no socket, and answers some requests with its own
// text/plain 500 or empty 400 before any app code runs; only here are both within reach.
// - Every request: PEER_HEADER is set to the socket's remote address (a client's own value under that name is
//   replaced) and STOREFRONT_SITE_HEADER is removed (only proxy.ts sets it, for storefront hosts).
// - A method Next cannot hand to a route handler (TRACE, WebDAV's…) gets 405 on every path; under /api on the
//   app's hosts in the API's error shape, as does a path whose percent-encoding does not decode (`%`, `%zz`,
//   `%C0%AE`: 400). Node's parser itself refuses methods it does not know (TRACK, made-up ones) with a 400.
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { config } from '../config';
import { STOREFRONT_SITE_HEADER, storefrontSlug } from '../hosts';
import { PEER_HEADER, markFrontDoorInstalled } from './client-address';
import { ApiError, errorResponse } from './errors';
import { newRequestId } from './request';

// The methods Next dispatches to route handlers (its HTTP_METHODS); any other gets its empty 400 or a 500.
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

const GUARDED = Symbol('vitrine.frontDoor.guarded');

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server & { [GUARDED]?: true } };

/** Hooks the front door into every HTTP server of this process (idempotent). */
export function installFrontDoor(): void {
  if (markFrontDoorInstalled()) return;
  // Published synchronously by Node for each request, just before the server emits 'request' to Next.
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, server } = message as RequestStart;
    request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
    delete request.headers[STOREFRONT_SITE_HEADER];
    if (!server[GUARDED]) guard(server);
  });
}

/** Answers the requests Next would fail on before they reach its 'request' listener. */
function guard(server: RequestStart['server']): void {
  server[GUARDED] = true;
  const emit = server.emit;
  server.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const refused = refusal(request);
      if (refused) {
        void send(response, refused);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof server.emit;
}

type Refusal = { error: ApiError; json: boolean };

/** The answer to a request Next cannot route, or null to let Next have it. */
export function refusal(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): Refusal | null {
  const target = request.url ?? '/';
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  // The API's error shape on the app's hosts; a storefront host has no API (proxy.ts answers its /api 404).
  const api = (path === '/api' || path.startsWith('/api/')) && storefrontSlug(request.headers.host, config.storefrontDomain) === null;
  const method = (request.method ?? '').toUpperCase();
  if (!ROUTED_METHODS.has(method)) {
    const allow = api ? 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE' : 'GET, HEAD, POST';
    return { json: api, error: new ApiError('method_not_allowed', `${method} is not supported here`, {}, { Allow: allow }) };
  }
  if (!api) return null;
  try {
    decodeURIComponent(path);
  } catch {
    const error = new ApiError('validation_failed', 'The path has malformed percent-encoding (each % must start a UTF-8 byte as %XX)', {
      details: [{ path: 'path', message: 'malformed percent-encoding' }],
    });
    return { json: true, error };
  }
  return null;
}

async function send(response: ServerResponse, { error, json }: Refusal): Promise<void> {
  const requestId = newRequestId();
  const answer = json
    ? errorResponse(error, requestId, { 'Cache-Control': 'no-store' })
    : new Response('Method Not Allowed\n', {
        status: 405,
        headers: { ...error.headers, 'Content-Type': 'text/plain; charset=utf-8', 'X-Request-Id': requestId },
      });
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, { ...Object.fromEntries(answer.headers), 'content-length': String(body.length) });
  response.end(body);
}
