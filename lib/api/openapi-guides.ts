// The guides of the API reference (/docs): Markdown in the document's info.description (each `##` heading
// is an entry of the reference's sidebar) and the tag descriptions. Every code name is in a code span.
import { SCOPES } from '../domain/keys/scopes';
import { type ApiErrorCode, ERROR_MEANINGS, statusOf } from './errors';

const errorTable = (Object.keys(ERROR_MEANINGS) as ApiErrorCode[])
  .map((code) => `| ${statusOf(code)} | \`${code}\` | ${ERROR_MEANINGS[code]} |`)
  .join('\n');

const scopeList = Object.entries(SCOPES)
  .map(([scope, info]) => `- \`${scope}\`: ${info.grants}${info.requiresShop ? ' (needs the Shop entitlement)' : ''}`)
  .join('\n');

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
  Orders:
    'Web shop orders: placed at checkout unpaid, then paid (the sale is recorded then), ready for pickup or shipped, completed; or cancelled (stock returned, a paid order refunded). Needs the Shop entitlement.',
};
