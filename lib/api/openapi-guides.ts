// The guides of the API reference (/docs): Markdown in the document's info.description (each `##` heading
// is an entry of the reference's sidebar) and the tag descriptions. Every code name is in a code span.
import { config } from '../config';
import { ALL_EVENT_TYPES, EVENT_RETENTION_DAYS, EVENT_TYPES } from '../domain/events/types';
import { SCOPES } from '../domain/keys/scopes';
import { MAX_ENDPOINTS } from '../domain/webhooks/endpoints';
import { type ApiErrorCode, ERROR_MEANINGS, statusOf } from './errors';

const errorTable = (Object.keys(ERROR_MEANINGS) as ApiErrorCode[])
  .map((code) => `| ${statusOf(code)} | \`${code}\` | ${ERROR_MEANINGS[code]} |`)
  .join('\n');

const scopeList = Object.entries(SCOPES)
  .map(([scope, info]) => `- \`${scope}\`: ${info.grants}${info.requiresShop ? ' (needs the Shop entitlement)' : ''}`)
  .join('\n');

const eventTypeTable = ALL_EVENT_TYPES.map((type) => `| \`${type}\` | \`${EVENT_TYPES[type].scope}\` | ${EVENT_TYPES[type].description} |`).join('\n');

/** "1 min, 5 min, 30 min, 2 h" from waits in seconds. */
const waitText = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
const RETRY_WAITS = config.webhookRetrySchedule;
const TIMEOUT_SECONDS = Math.round(config.webhookTimeoutMs / 1000);

export const GUIDES = `The public REST API of Vitrine: the catalogue, stock, customers, invoices, loyalty, till data, reports,
online shop and website of one business. JSON in (an image upload: \`multipart/form-data\`), JSON out, below
\`/api/v1\`. This document is \`/api/v1/openapi.json\` (OpenAPI 3.1): generate a typed client from it, e.g. with
openapi-typescript.

## Authentication and test mode

Send your API key on every request:

\`\`\`http
GET /api/v1/public/me
Authorization: Bearer key_live_…
\`\`\`

A key belongs to one business and reaches only that business's data: the business is always taken from the
key, never from the path or the body. Keys are created on the API keys page of the dashboard and shown once;
keep them on your server, one key per integration, and rotate them (create the new one, switch, revoke the old).

A key carries explicit scopes and nothing else; a write scope does not imply the matching read scope. Each
operation names its scope; a few take any one of two (uploading an image: \`site:write\` or \`products:write\`,
listed in \`x-scopes-any-of\`). Without it: 403 \`insufficient_scope\`, with \`requiredScope\` in the body (and
\`acceptedScopes\` when several would do). Site and
shop operations also need the Shop entitlement of the business's plan (403 \`entitlement_required\`). No key:
401 \`missing_api_key\`; an unknown, malformed or revoked key: 401 \`invalid_api_key\` (both with
\`WWW-Authenticate: Bearer\`).

**Test mode.** A \`key_test_…\` key belongs to the sandbox twin of the business: it reads and writes only test
data and never touches live data. Everything else behaves the same; the twin's website is served at
\`http://<site-slug>--test.<storefront domain>/\`. Every resource answered carries \`livemode\`: \`true\` for live
data, \`false\` for test data (in a list, each item of \`data\` carries it).

Scopes:

${scopeList}

## Errors

Every error answers one body:

\`\`\`json
{
  "error": {
    "type": "invalid_request",
    "code": "validation_failed",
    "message": "Invalid body: items.0.quantity: must be non-zero",
    "requestId": "req_4f8Kq2cZr0TnW1xYb7uVd9Ls",
    "details": [{ "path": "items.0.quantity", "message": "must be non-zero" }]
  }
}
\`\`\`

Branch on \`code\`: it is stable, while \`message\` is for humans and may change. \`requestId\` is the
\`X-Request-Id\` header of the response (every response carries one): quote it when you ask for help. Each
operation lists, per status, the codes it can answer. Unknown body fields are refused (400
\`validation_failed\`, the field named in \`details[].path\`).

| status | code | meaning |
|---|---|---|
${errorTable}

A path that exists answers a method it does not support with 405 \`method_not_allowed\` and an \`Allow\`
header; a path that does not exist with 404 \`not_found\`.

## Paging

Lists answer \`{"data": [...], "hasMore": true, "nextCursor": "…"}\`, in a stable order. \`limit\` takes 1–100
(default 20). To read the next page, pass \`nextCursor\` as \`cursor\`, with the same filters; stop when
\`hasMore\` is \`false\` (\`nextCursor\` is then \`null\`). Cursors are opaque: do not build or parse them. A bad
\`limit\` or \`cursor\` answers 400 \`validation_failed\`.

\`\`\`http
GET /api/v1/public/products?limit=50
GET /api/v1/public/products?limit=50&cursor=djE6cHJvZF8wMW04YjU1bmhrYzlmdzQ0NG5jZXJxNXMweQ
\`\`\`

## Idempotency and retries

Send an \`Idempotency-Key\` header (1–255 visible ASCII characters; a UUID per logical operation) on every
POST, PATCH and DELETE. Keys are scoped to your API key. The first request that succeeds is stored for 24
hours: a retry with the same key, method, path and body gets the same status and body, marked
\`Idempotent-Replayed: true\`, and the action is not done again — also after a restart or on another server.

- While the first request is still running, a retry answers 409 \`idempotency_in_progress\`: wait a moment and retry.
- A request that fails (4xx or 5xx) changes nothing and releases its key: fix it, or retry it as is.
- The same key with another method, path or body answers 422 \`idempotency_key_reused\`.

Retry with the same \`Idempotency-Key\` after a network error, a 500 \`internal_error\`, a 409
\`idempotency_in_progress\`, a 429 \`rate_limited\` or a 503 \`service_unavailable\` (after \`Retry-After\`
seconds, with backoff). Other 4xx answers will not change on a retry: fix the request first.

## Rate limits

Each API key may send 60 requests per minute by default, reads and writes together. Every authenticated
response carries \`RateLimit-Limit\` (the budget), \`RateLimit-Remaining\` (requests left) and
\`RateLimit-Reset\` (seconds until the budget is full again). Over the limit: 429 \`rate_limited\` with
\`Retry-After\` (seconds). Failed authentications are limited per client address, so that keys cannot be
guessed.

## Versioning

The version is part of the path: \`/api/v1\`. Within v1, changes are additive: new operations, new optional
request fields and query parameters, new fields in responses, new response headers. Ignore the response fields
you do not know (the response schemas allow them; the request schemas do not: unknown request fields are
refused). Fields are not removed or renamed and their types do not change within v1; a breaking change comes
as a new version, \`/api/v2\`, served next to v1.

## Events and webhooks

Instead of polling every list, read what changed. Each change an integration cares about writes an **event**
in the same transaction as the change (a change that rolls back writes none):

\`\`\`json
{ "id": "evt_01m8b55wd4k7p2x9c3v6b8n1qr", "object": "event", "type": "order.paid",
  "createdAt": "2026-11-27T09:14:03.120Z", "livemode": true, "data": { "object": { "id": "order_…", "…": "…" } } }
\`\`\`

\`data.object\` is the resource as the API read it at that moment (the order as \`GET /public/orders/{id}\` shows it,
and so on: each event type's webhook gives its schema). Events are kept ${EVENT_RETENTION_DAYS} days.

| type | read scope | when |
|---|---|---|
${eventTypeTable}

**Reading events.** \`GET /public/events\` lists them oldest first (filters \`type\`, comma-separated, and
\`createdAfter\`; cursor paging); \`GET /public/events/{id}\` reads one. A key sees only the events of the resources
its read scopes cover; asking for a type it may not read answers 403 \`insufficient_scope\` naming the scope. An event's id and
\`createdAt\` are taken when its change is made, and a change becomes visible when it commits, a moment later: a
slow transaction can show an event a little older than one you have already read. When you poll, ask with
\`createdAfter\` a minute before the newest event you hold and skip the ids you have seen (webhooks need none of
this: every event is delivered).

**Webhooks.** Register an endpoint (\`POST /public/webhook-endpoints\`, scope \`webhooks:write\`, or in the
dashboard) with its URL and the event types it wants (\`["*"]\`: all, including types added later); at most
${MAX_ENDPOINTS} per business. A key may only subscribe an endpoint to the types it may read itself (\`*\` needs
every read scope). The answer carries the endpoint's signing \`secret\` (\`whsec_…\`) once; later reads show
\`secretHint\` only. Each event is POSTed as JSON to every enabled endpoint subscribed to its type, signed per
[Standard Webhooks](https://www.standardwebhooks.com) with three headers: \`webhook-id\` (the event id, the same on
every attempt), \`webhook-timestamp\` (seconds since the epoch) and \`webhook-signature\` (\`v1,<base64>\`).

- **At least once.** Answer any 2xx within ${TIMEOUT_SECONDS} seconds; do the work afterwards. A delivery may arrive twice (a
  retry after a lost answer, a resend): drop the \`webhook-id\`s you have already handled.
- **Ordering is not promised**, per endpoint or otherwise: a retried event may arrive after a later one. Order by
  \`createdAt\`, or fetch the object (\`GET /public/orders/{id}\`…) when you need its latest state.
- **Retries.** Another status, a timeout, a redirect (never followed) or a refused connection is retried after
  ${RETRY_WAITS.map(waitText).join(', ')} — ${RETRY_WAITS.length + 1} attempts over about 3 days — then the delivery has failed.
  Every attempt is in the endpoint's delivery log (\`GET /public/webhook-endpoints/{id}/deliveries\`, and on the
  dashboard), with its status code and the first KiB of the answer; \`POST …/deliveries/{deliveryId}/resend\` sends
  one again now.
- **Disabling.** An endpoint whose delivery fails for good, with nothing delivered to it since, is disabled
  (\`disabledReason: failing\`) and the business's owners get an e-mail; an answer 410 Gone disables it at once
  (\`gone\`). A disabled endpoint gets no deliveries for new events
  (catch up with \`GET /public/events\`) and its pending ones wait; \`PATCH\` it with \`enabled: true\` to resume.
- **Secret rotation.** \`POST /public/webhook-endpoints/{id}/rotate-secret\` answers a new secret once; for
  \`overlapHours\` (default 24) each delivery carries two signatures, space-separated, one per secret, so you can
  deploy the new secret without losing a delivery.
- **Test mode.** A \`key_test_…\` key manages the sandbox's endpoints, which receive test events only
  (\`livemode: false\`); a live key's endpoints receive live events only.
- **Addresses (SSRF).** In production an endpoint must be HTTPS on a public address: \`localhost\`, loopback,
  private, link-local and reserved addresses are refused, both when the URL is saved and when a name resolves to
  one at delivery time. URLs with a user name or password or a \`#fragment\` are refused everywhere.

**Verifying a delivery** (Node, with the \`standardwebhooks\` package, the specification's reference
implementation): verify the **raw** body, exactly the bytes received, before parsing it.

\`\`\`js
import express from 'express';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.VITRINE_WEBHOOK_SECRET); // whsec_…
const app = express();

app.post('/webhooks/vitrine', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    // Checks the signature (any of the space-separated ones) and refuses a timestamp 5 minutes off.
    event = webhook.verify(req.body.toString('utf8'), req.headers);
  } catch {
    return res.status(400).send('bad signature');
  }
  res.sendStatus(204); // answer first, within ${TIMEOUT_SECONDS} seconds
  handle(event); // then work; skip event.id when already handled
});
\`\`\`

## Building a shop and website

With one key holding \`shop:write\`, \`products:write\`, \`site:read\` and \`site:write\`:

1. \`PATCH /public/shop\` creates the shop (a draft, linked to the business's site).
2. \`POST /public/media\` for each photo (\`curl -F file=@photo.jpg\`), then \`POST /public/products\` for each
   product, the photos' \`url\` in \`images\`.
3. \`GET /public/site/block-types\`, then \`POST /public/site/pages\` with blocks (or raw HTML with \`renderMode: "CODE"\`).
4. Optionally \`GET /public/site/themes\` and \`POST /public/site/apply-theme\` with a theme's \`themeKey\`.
5. \`PATCH /public/site\` with \`isEnabled: true\`, and \`PATCH /public/shop\` with \`status: "ACTIVE"\`, publish them.

Send an \`Idempotency-Key\` on each write: the whole flow can then be retried safely.
`;

export const TAG_DESCRIPTIONS: Record<string, string> = {
  Business: 'The business of the API key and its locations (branches).',
  Products: 'The shared catalogue: products with prices and VAT, and their categories.',
  Inventory: 'Stock per location, changed only through adjustments, each written to an audit log.',
  Invoices: 'Invoices and credit notes: drafts, finalization with gapless numbers, foreign currencies, PDFs.',
  Loyalty: 'Loyalty cards with stamps and points, rewards and single-use coupons.',
  Staff: 'Staff members: id, name and role only.',
  Customers: "Customers of the business: this business's own record of each person, with visit history.",
  Transactions: 'Till and online sales and refunds, and register sessions.',
  Reports: 'Revenue, top sellers, payment methods, VAT and locations over a range of Europe/Brussels days.',
  Site: 'The website builder: site settings and publishing, pages from blocks or HTML, themes, the block catalogue.',
  Shop: 'The online shop settings and publishing.',
  Media:
    "The media library: images uploaded once (checked, cleaned of their metadata), served from the business's storefront host and its resized copies, used in products, the site and its pages.",
  Events:
    `What changed, as events kept ${EVENT_RETENTION_DAYS} days: list them, or receive them as webhooks (the payload of each event type is listed under webhooks).`,
  Webhooks: 'Webhook endpoints: where events are POSTed, signed per Standard Webhooks; their secrets and delivery log.',
  Orders:
    'Web shop orders: placed at checkout unpaid, then paid (the sale is recorded then), ready for pickup or shipped, completed; or cancelled (stock returned, a paid order refunded). Needs the Shop entitlement.',
};
