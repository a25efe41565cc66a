// The OpenAPI 3.1 document, generated from the route contracts and their zod schemas (one source of truth).
// Request bodies are strict (unknown fields refused) and live in components/requestBodies, where a field with a
// server-side default is optional for generated clients; response schemas allow unknown fields, so that clients
// survive additive change. Response examples are real answers recorded by lib/api/tests/openapi-examples.test.ts.
import { z } from 'zod';
import { config } from '../config';
import { EVENT_OBJECT_SCHEMAS, eventSchema } from '../domain/events/schemas';
import { ALL_EVENT_TYPES, EVENT_TYPES, type EventType } from '../domain/events/types';
import './contracts';
import { type ApiErrorCode, ERROR_MEANINGS, errorBodySchema, statusOf } from './errors';
import responseExamples from './openapi-examples.json';
import { GUIDES, TAG_DESCRIPTIONS } from './openapi-guides';
import { isListSchema } from './paging';
import { type RouteSpec, pipelineErrorCodes, routeRegistry, routeScopes } from './route';

type JsonSchema = { [key: string]: unknown };
type Components = Record<'schemas' | 'requestBodies' | 'responses', Record<string, JsonSchema>>;

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/** zod's JSON Schema, tidied: refs point at components, no noise (safe-integer bounds, patterns behind formats). */
function tidy(node: unknown, io: 'input' | 'output'): unknown {
  if (Array.isArray(node)) return node.map((item) => tidy(item, io));
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out[key] = value.replace('#/$defs/', '#/components/schemas/');
    else if (key === 'additionalProperties' && value === false && io === 'output') continue;
    else if ((key === 'minimum' && value === -SAFE_INTEGER) || (key === 'maximum' && value === SAFE_INTEGER)) continue;
    else if (key === 'pattern' && 'format' in node) continue;
    else out[key] = tidy(value, io);
  }
  return out;
}

/** Replaces every component reference by the component itself (request schemas are shown whole). */
function inline(node: unknown, defs: Record<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, defs));
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, ...rest } = node as JsonSchema;
  const target = typeof $ref === 'string' ? defs[$ref.replace('#/components/schemas/', '')] : undefined;
  const merged = target ? { ...target, ...rest } : node;
  return Object.fromEntries(Object.entries(merged).map(([key, value]) => [key, inline(value, defs)]));
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $defs = {}, $schema: _dialect, ...root } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as {
    $defs?: Record<string, JsonSchema>;
    $schema?: string;
  };
  const id = z.globalRegistry.get(schema)?.id;
  // A named root comes back as a reference to itself among the definitions.
  const { [id ?? '']: named, ...defs } = $defs;
  return {
    json: tidy(id && named ? named : root, io) as JsonSchema,
    defs: Object.fromEntries(Object.entries(id ? defs : $defs).map(([name, def]) => [name, tidy(def, io) as JsonSchema])),
    id,
  };
}

const LIVEMODE_REF = { $ref: '#/components/schemas/Livemode' };

/** A response schema: named shapes become components; a list's items carry `livemode`. */
function responseSchema(schema: z.ZodType, components: Components): JsonSchema {
  const { json, defs, id } = jsonSchema(schema, 'output');
  for (const [name, def] of Object.entries(defs)) components.schemas[name] ??= def;
  if (isListSchema(schema)) {
    const data = (json.properties as Record<string, JsonSchema>).data!;
    data.items = { allOf: [data.items, LIVEMODE_REF] };
  }
  if (!id) return json;
  components.schemas[id] ??= json;
  return { $ref: `#/components/schemas/${id}` };
}

/** A request schema, whole: nested shapes are inlined. */
function requestSchema(schema: z.ZodType): JsonSchema {
  const { json, defs } = jsonSchema(schema, 'input');
  return inline(json, defs) as JsonSchema;
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

const HEADERS: Record<string, JsonSchema> = {
  'X-Request-Id': {
    description: 'Identifies the request; the same id is in every error body (`requestId`). Quote it when asking for help.',
    required: true,
    schema: { type: 'string', pattern: '^req_[0-9A-Za-z]+$' },
    example: 'req_4f8Kq2cZr0TnW1xYb7uVd9Ls',
  },
  'RateLimit-Limit': {
    description: 'Requests allowed per minute for this API key (absent when rate limiting is off).',
    schema: { type: 'integer', minimum: 1 },
  },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: { type: 'integer', minimum: 0 } },
  'Retry-After': { description: 'Seconds to wait before retrying.', required: true, schema: { type: 'integer', minimum: 0 } },
  'Idempotent-Replayed': {
    description: 'Present when this is the stored answer of an earlier request with the same `Idempotency-Key`.',
    schema: { type: 'string', enum: ['true'] },
  },
  'WWW-Authenticate': {
    description: 'The authentication scheme: `Bearer`.',
    required: true,
    schema: { type: 'string', pattern: '^Bearer\\b' },
  },
  Allow: { description: 'The methods this path answers.', required: true, schema: { type: 'string' } },
};

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': header('RateLimit-Limit'),
  'RateLimit-Remaining': header('RateLimit-Remaining'),
  'RateLimit-Reset': header('RateLimit-Reset'),
};

/** The headers a response of `status` can carry. */
function responseHeaders(status: number, isWrite: boolean): Record<string, unknown> {
  return {
    'X-Request-Id': header('X-Request-Id'),
    ...(status === 401 ? { 'WWW-Authenticate': header('WWW-Authenticate') } : RATE_LIMIT_HEADERS),
    ...(status === 429 || status === 503 ? { 'Retry-After': header('Retry-After') } : {}),
    ...(status < 300 && isWrite ? { 'Idempotent-Replayed': header('Idempotent-Replayed') } : {}),
  };
}

/** The error body with `code` narrowed to the codes given. */
function errorContent(codes: ApiErrorCode[]) {
  const schema = {
    allOf: [
      { $ref: '#/components/schemas/Error' },
      {
        type: 'object',
        required: ['error'],
        properties: { error: { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: codes } } } },
      },
    ],
  };
  return { 'application/json': { schema } };
}

const describeCodes = (codes: ApiErrorCode[]) => codes.map((code) => `- \`${code}\`${ERROR_MEANINGS[code] ? `: ${ERROR_MEANINGS[code]}` : ''}`).join('\n');

/** An error response, named after its codes (e.g. NotFound, ConflictOrIdempotencyInProgress). */
function errorResponse(status: number, codes: ApiErrorCode[], components: Components) {
  const name = codes.map((code) => code.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())).join('Or');
  components.responses[name] ??= {
    description: describeCodes(codes),
    headers: status === 405 ? { 'X-Request-Id': header('X-Request-Id'), Allow: header('Allow') } : responseHeaders(status, false),
    content: errorContent(codes),
  };
  return { $ref: `#/components/responses/${name}` };
}

function errorResponses(spec: RouteSpec, components: Components) {
  const codes = [...new Set<ApiErrorCode>([...pipelineErrorCodes(spec), ...(spec.errors ?? [])])].sort();
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) => [String(status), errorResponse(status, statusCodes, components)]),
  );
}

type RecordedExample = { status: number; body: unknown };
const EXAMPLES = responseExamples as Record<string, RecordedExample | undefined>;

/** The key of an operation in lib/api/openapi-examples.json. */
export const operationKey = (spec: { method: string; path: string }) => `${spec.method} ${spec.path}`;

const operationId = (spec: RouteSpec) =>
  `${spec.method.toLowerCase()}${spec.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}`;

function successResponses(spec: RouteSpec, components: Components) {
  const isWrite = spec.method !== 'GET';
  const recorded = EXAMPLES[operationKey(spec)];
  const content = (status: number) => {
    if (spec.produces) {
      const schema = spec.produces.endsWith('/xml') ? { type: 'string', description: 'An XML document' } : { type: 'string', format: 'binary' };
      return { [spec.produces]: { schema } };
    }
    if (!spec.response) return undefined;
    const shape = responseSchema(spec.response, components);
    // The resource answered carries livemode; a list carries it on each item (responseSchema), not itself.
    const schema = isListSchema(spec.response) ? shape : { allOf: [shape, LIVEMODE_REF] };
    const example = recorded?.status === status ? { example: recorded.body } : {};
    return { 'application/json': { schema, ...example } };
  };
  const responses: Record<string, unknown> = {};
  for (const [status, description] of [
    [spec.status, spec.status === 204 ? 'Done, no content' : 'Success'],
    ...(spec.alsoStatus ? [[spec.alsoStatus.status, spec.alsoStatus.description] as const] : []),
  ] as const) {
    const body = status === 204 ? undefined : content(status);
    responses[String(status)] = {
      description,
      headers: {
        ...responseHeaders(status, isWrite),
        ...(spec.produces
          ? { 'Content-Disposition': { description: 'inline or attachment, with a file name', schema: { type: 'string' } } }
          : {}),
      },
      ...(body ? { content: body } : {}),
    };
  }
  return responses;
}

function parameters(spec: RouteSpec) {
  const out: JsonSchema[] = [];
  for (const [where, schema, example] of [
    ['path', spec.params, spec.example?.params],
    ['query', spec.query, spec.example?.query],
  ] as const) {
    if (!schema) continue;
    const json = requestSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property;
      const value = (example as Record<string, unknown> | undefined)?.[name];
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
        ...(value !== undefined ? { example: value } : {}),
      });
    }
  }
  if (spec.method !== 'GET') {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes the write safe to retry: the first 2xx answer is stored 24 h and replayed, with `Idempotent-Replayed: true`, ' +
        'to a retry with the same key, method, path and body. One key per logical operation (a UUID).',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
      example: '5f0c7d52-3a8e-4b8f-9d2e-6c1a7b4e9f30',
    });
  }
  return out;
}

/** The request body: required unless the server accepts none (it then parses the body as `{}`). */
function requestBody(spec: RouteSpec, components: Components) {
  if (!spec.body) return undefined;
  const body = {
    description: spec.body.description,
    required: !spec.body.safeParse({}).success,
    content: {
      [spec.upload ? 'multipart/form-data' : 'application/json']: {
        schema: requestSchema(spec.body),
        ...(spec.example?.body !== undefined ? { example: spec.example.body } : {}),
      },
    },
  };
  const name = z.globalRegistry.get(spec.body)?.id ?? `${operationId(spec)}Body`;
  if (components.requestBodies[name]) throw new Error(`Two operations share the request body ${name}`);
  components.requestBodies[name] = body;
  return { $ref: `#/components/requestBodies/${name}` };
}

function operation(spec: RouteSpec, components: Components) {
  const body = requestBody(spec, components);
  const scopes = routeScopes(spec);
  const scopeText = scopes.map((scope) => `\`${scope}\``).join(' or ');
  return {
    operationId: operationId(spec),
    summary: spec.summary,
    description: [`**Scope:** ${scopeText}${spec.entitlement ? ' (needs the Shop entitlement)' : ''}.`, spec.description]
      .filter(Boolean)
      .join('\n\n'),
    tags: [spec.tag],
    // x-scope: the (first) scope; x-scopes-any-of: every scope that allows the operation, when there are several.
    'x-scope': scopes[0],
    ...(scopes.length > 1 ? { 'x-scopes-any-of': scopes } : {}),
    security: [{ bearerAuth: [] }],
    parameters: parameters(spec),
    ...(body ? { requestBody: body } : {}),
    responses: { ...successResponses(spec, components), ...errorResponses(spec, components) },
  };
}

/** The Standard Webhooks headers of every delivery, as the receiver reads them. */
const WEBHOOK_HEADERS: JsonSchema[] = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: "The event's id: the same on every attempt and every resend of the event, so use it to drop duplicates.",
    schema: { type: 'string', pattern: '^evt_[0-9a-z]{26}$' },
    example: 'evt_01m8b55wd4k7p2x9c3v6b8n1qr',
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was sent, in seconds since the Unix epoch; refuse a message more than 5 minutes off (replays).',
    schema: { type: 'string', pattern: '^[0-9]+$' },
    example: '1764230400',
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded ' +
      'part of the `whsec_` secret. During a secret rotation it carries two signatures, space-separated: accept the ' +
      'message when one of them matches.',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$' },
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
];

/** One webhook: the POST each endpoint subscribed to `type` receives, its body the event with the resource typed. */
function webhookOperation(type: EventType, components: Components) {
  const { scope, object, description } = EVENT_TYPES[type];
  const event = responseSchema(eventSchema, components);
  const resource = responseSchema(EVENT_OBJECT_SCHEMAS[object], components);
  const timeout = Math.round(config.webhookTimeoutMs / 1000);
  return {
    operationId: `webhook${type.replace(/(^|[._])([a-z])/g, (_, __, c: string) => c.toUpperCase())}`,
    summary: description,
    description:
      `\`${type}\`: \`data.object\` is the ${object}. Sent to the endpoints subscribed to \`${type}\` or \`*\`. ` +
      `Read scope \`${scope}\`: needed to subscribe an endpoint to it through the API and to list it in \`GET /public/events\`.`,
    tags: ['Events'],
    'x-scope': scope,
    security: [],
    parameters: WEBHOOK_HEADERS,
    requestBody: {
      required: true,
      description: 'The event, as `GET /public/events/{id}` shows it. Verify the signature against the raw bytes, before parsing.',
      content: {
        'application/json': {
          schema: {
            allOf: [
              event,
              {
                type: 'object',
                required: ['type', 'data'],
                properties: {
                  type: { type: 'string', const: type },
                  data: { type: 'object', required: ['object'], properties: { object: { allOf: [resource, LIVEMODE_REF] } } },
                },
              },
            ],
          },
        },
      },
    },
    responses: {
      '2XX': { description: `Received: any 2xx status within ${timeout} seconds. The body is ignored (its first KiB is kept in the delivery log).` },
      '410': { description: 'Gone: the endpoint is disabled at once (`disabledReason: gone`); no more deliveries until it is enabled again.' },
      default: { description: `Anything else (another status, no answer within ${timeout} seconds, a redirect, a refused connection) is retried on the schedule of Events and webhooks.` },
    },
  };
}

let cached: unknown;

/** The whole document, built once per process. */
export function openApiDocument(serverUrl: string) {
  if (!cached) {
    const components: Components = { schemas: {}, requestBodies: {}, responses: {} };
    // Any path answers a method it does not support with 405 (not an operation of its own).
    errorResponse(405, ['method_not_allowed'], components);
    responseSchema(errorBodySchema, components);
    components.schemas.Livemode = {
      type: 'object',
      required: ['livemode'],
      properties: {
        livemode: { type: 'boolean', description: '`true` for live data (a `key_live_` key), `false` for test data (`key_test_`)' },
      },
    };
    const paths: Record<string, Record<string, unknown>> = {};
    for (const spec of routeRegistry) {
      (paths[spec.path] ??= {})[spec.method.toLowerCase()] = operation(spec, components);
    }
    cached = {
      openapi: '3.1.1',
      info: { title: 'Vitrine API', version: '1.0.0', description: GUIDES },
      servers: [{ url: serverUrl }],
      security: [{ bearerAuth: [] }],
      tags: [...new Set(routeRegistry.map((spec) => spec.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
      paths,
      webhooks: Object.fromEntries(ALL_EVENT_TYPES.map((type) => [type, { post: webhookOperation(type, components) }])),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key: `key_live_…` (live data) or `key_test_…` (test data)' },
        },
        headers: HEADERS,
        responses: components.responses,
        schemas: components.schemas,
        requestBodies: components.requestBodies,
      },
    };
  }
  return cached;
}
