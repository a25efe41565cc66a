// The OpenAPI 3.1 document, generated from the route contracts and their zod schemas (one source of truth).
import { z } from 'zod';
import { SCOPES } from '../domain/keys/scopes';
import './contracts';
import { errorBodySchema } from './errors';
import { type RouteSpec, routeRegistry } from './route';

type JsonSchema = Record<string, unknown>;

/** Converts a schema; named sub-schemas go to `components` and are referenced. */
function convert(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  delete json.$schema;
  const rewritten = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, def] of Object.entries(defs)) {
    components[name] ??= JSON.parse(JSON.stringify(def).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  }
  const id = z.globalRegistry.get(schema)?.id;
  if (id) {
    components[id] ??= rewritten;
    return { $ref: `#/components/schemas/${id}` };
  }
  return rewritten;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'validation_failed (details name each offending path) or insufficient_stock',
  401: 'missing_api_key or invalid_api_key',
  403: 'insufficient_scope (requiredScope in the body) or entitlement_required',
  404: 'not_found: does not exist or belongs to another business',
  409: 'conflict, or idempotency_in_progress',
  413: 'payload_too_large (over 1 MiB)',
  415: 'unsupported_media_type (send application/json)',
  422: 'idempotency_key_reused: same Idempotency-Key, different request',
  429: 'rate_limited: retry after Retry-After seconds',
  503: 'service_unavailable: the database cannot be reached; retry after Retry-After seconds',
};

function operation(spec: RouteSpec, components: Record<string, JsonSchema>) {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue;
    const json = convert(schema, 'input', components) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  const isWrite = spec.method !== 'GET';
  if (isWrite) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Retry-safe writes: the first 2xx response is stored 24 h and replayed with Idempotent-Replayed: true.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  const errorStatuses = [400, 401, 403, ...(spec.errors ?? []), ...(isWrite ? [409, 413, 415, 422] : []), 429, 503];
  const responses: Record<string, unknown> = {
    [spec.status]: spec.produces
      ? { description: 'Success', content: { [spec.produces]: { schema: { type: 'string', format: 'binary' } } } }
      : spec.response
      ? { description: 'Success', content: { 'application/json': { schema: convert(spec.response, 'output', components) } } }
      : { description: 'Success, no content' },
  };
  for (const status of [...new Set(errorStatuses)].sort()) {
    responses[status] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    operationId: `${spec.method.toLowerCase()}${spec.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}`,
    summary: spec.summary,
    description: [`**Scope:** \`${spec.scope}\`${spec.entitlement ? ' (needs the Shop entitlement)' : ''}.`, spec.description]
      .filter(Boolean)
      .join('\n\n'),
    tags: [spec.tag],
    'x-scope': spec.scope,
    security: [{ bearerAuth: [] }],
    parameters,
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: convert(spec.body, 'input', components) } } } }
      : {}),
    responses,
  };
}

let cached: unknown;

export function openApiDocument(serverUrl: string) {
  if (!cached) {
    const components: Record<string, JsonSchema> = {};
    convert(errorBodySchema, 'output', components);
    const paths: Record<string, Record<string, unknown>> = {};
    for (const spec of routeRegistry) {
      (paths[spec.path] ??= {})[spec.method.toLowerCase()] = operation(spec, components);
    }
    cached = {
      openapi: '3.1.1',
      info: {
        title: 'Vitrine API',
        version: '1.0.0',
        description:
          'The public REST API of Vitrine. Every call carries `Authorization: Bearer <key>`; a key belongs to one ' +
          'business (key_live_… for live data, key_test_… for its sandbox twin) and carries explicit scopes.\n\n' +
          '**Scopes:**\n\n' +
          Object.entries(SCOPES)
            .map(([scope, info]) => `- \`${scope}\`: ${info.grants}${info.requiresShop ? ' (Shop entitlement)' : ''}`)
            .join('\n') +
          '\n\nLists return `{data, hasMore, nextCursor}`; pass `nextCursor` as `cursor`. Money is a JSON number in ' +
          'major units (EUR: 2 decimals). Errors share one body: `{error: {type, code, message, requestId, details?}}`. ' +
          'Rate limit: 60 requests per minute per key by default, with RateLimit-* headers; 429 carries Retry-After.',
      },
      servers: [{ url: serverUrl }],
      security: [{ bearerAuth: [] }],
      tags: [...new Set(routeRegistry.map((spec) => spec.tag))].map((name) => ({ name })),
      paths,
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'key_live_… or key_test_…' } },
        schemas: components,
      },
    };
  }
  return cached;
}
