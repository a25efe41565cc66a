// fast-check arbitraries for the values a JSON Schema of the OpenAPI document describes, mostly valid (to reach
// the domain and the database), sometimes at or just past a bound, sometimes hostile (NUL, lone surrogates,
// huge numbers, wrong types, deep nesting). For the fuzz test of the public API.
import fc from 'fast-check';

export type JsonSchema = Record<string, any>;

export type SchemaContext = {
  /** `#/components/schemas/…` → the schema. */
  resolve: (ref: string) => JsonSchema;
  /** Arbitraries for properties by name (ids of existing records, block types, …), mostly used instead of the schema's. */
  hints?: Record<string, fc.Arbitrary<unknown>>;
  /** Valid values only (false: one value in ten hostile, bounds overstepped, unknown fields added). */
  clean: boolean;
};

const deep = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown;

/** Values that break naive code: each must be refused with a 4xx wherever it does not belong. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  // What PostgreSQL, JSON or the arithmetic cannot take, most often.
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>('\u0000', 'a\u0000b', '\udfff', 'x\ud800', '', 2 ** 53 + 1, -(2 ** 53 + 1), 1e308, '0000-01-01'),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      ' ',
      'x'.repeat(5_000),
      '9999-12-31',
      '2024-02-30',
      '1e400',
      'NaN',
      '__proto__',
      '../../etc/passwd',
      "'; drop table products; --",
      -1,
      0,
      1.5,
      4.999,
      1.005,
      0.1 + 0.2,
      2 ** 31,
      -1e308,
      1e-9,
      null,
      true,
      false,
      [],
      {},
      [null],
      { '': null },
      deep(40),
    ),
  },
);

type Slot = { at: (string | number)[] };

/** Every place in a JSON value where another value could stand (object members and array items). */
function slots(value: unknown, at: (string | number)[] = [], out: Slot[] = []): Slot[] {
  if (at.length > 8) return out;
  if (Array.isArray(value)) value.forEach((item, index) => (out.push({ at: [...at, index] }), slots(item, [...at, index], out)));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push({ at: [...at, key] });
      slots(item, [...at, key], out);
    }
  }
  return out;
}

/**
 * `value` with one place replaced by `replacement`: the `pick`-th of its places, or `extra` (a place that may
 * not exist yet, e.g. an optional field left out) when `pick` falls past them.
 */
export function replaceOne(value: unknown, pick: number, replacement: unknown, extra: (string | number)[][] = []): unknown {
  const places = [...slots(value).map((slot) => slot.at), ...extra];
  if (places.length === 0) return value;
  const at = places[pick % places.length]!;
  if (at.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of at.slice(0, -1)) {
    if (!parent[key] || typeof parent[key] !== 'object') parent[key] = {};
    parent = parent[key] as Record<string | number, unknown>;
  }
  parent[at[at.length - 1]!] = replacement;
  return copy;
}

const edgeStrings = (min = 0, max = 64) => {
  const lengths = [min, max, max + 1].filter((n) => n >= 0 && n <= 10_000);
  return fc.constantFrom(...lengths.map((n) => 'x'.repeat(n)));
};

function dates(withTime: boolean): fc.Arbitrary<string> {
  const valid = fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true })
    .map((date) => (withTime ? date.toISOString() : date.toISOString().slice(0, 10)));
  const edges = withTime
    ? ['1900-01-01T00:00:00Z', '2999-12-31T23:59:59+02:00', '1899-12-31T23:59:59Z', '3000-01-01T00:00:00Z', '2026-02-29T10:00:00Z']
    : ['1900-01-01', '2999-12-31', '1899-12-31', '3000-01-01', '2026-02-29', '2024-02-29', '2026-13-01'];
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

function strings(schema: JsonSchema, clean: boolean): fc.Arbitrary<string> {
  if (schema.format === 'date') return dates(false);
  if (schema.format === 'date-time') return dates(true);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  let shaped: fc.Arbitrary<string> = fc.string({ minLength: min, maxLength: Math.max(min, max) });
  if (schema.pattern) {
    try {
      shaped = fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from: plain strings will do.
    }
  }
  if (clean) return shaped;
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: edgeStrings(min, schema.maxLength) },
  );
}

function numbers(schema: JsonSchema, integer: boolean, clean: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e12;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e12;
  const whole = fc.integer({ min: Math.max(Math.ceil(min), -(2 ** 31)), max: Math.min(Math.floor(max), 2 ** 31) });
  const edges = clean ? fc.constantFrom(min, max) : fc.constantFrom(min, max, min - 1, max + 1, integer ? min + 0.5 : max + 0.001);
  const fractional = fc
    .integer({ min: Math.max(Math.ceil(min), -1e6) * 100, max: Math.min(Math.floor(max), 1e6) * 100 })
    .map((cents) => cents / 100);
  return integer
    ? fc.oneof({ weight: 5, arbitrary: whole }, { weight: 1, arbitrary: edges })
    : fc.oneof({ weight: 3, arbitrary: whole }, { weight: 3, arbitrary: fractional }, { weight: 1, arbitrary: edges });
}

/** Values shaped by `schema` alone (no hostile ones at this level; nested values may be). */
function shaped(schema: JsonSchema, ctx: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) return shaped(ctx.resolve(schema.$ref), ctx, depth);
  if (schema.anyOf || schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((s: JsonSchema) => valueFor(s, ctx, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'string':
      return strings(schema, ctx.clean);
    case 'integer':
      return numbers(schema, true, ctx.clean);
    case 'number':
      return numbers(schema, false, ctx.clean);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 3, 3);
      return fc.array(valueFor(schema.items ?? {}, ctx, depth + 1), { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'object':
      return objects(schema, ctx, depth);
    default:
      return depth > 2 ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objects(schema: JsonSchema, ctx: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, fieldFor(name, property, ctx, depth + 1)]));
  const required = (schema.required ?? []) as string[];
  const record = fc.record(model, { requiredKeys: required.filter((name) => name in model) });
  const extra =
    schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ maxLength: 12 }), valueFor(schema.additionalProperties, ctx, depth + 1), { maxKeys: 3 })
      : ctx.clean
        ? fc.constant({})
        : fc.oneof(
            { weight: 4, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 1 }) },
          );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** Values of `schema`; unless the context is clean, one in ten hostile. */
export function valueFor(schema: JsonSchema, ctx: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  if (ctx.clean) return shaped(schema, ctx, depth);
  return fc.oneof({ weight: 9, arbitrary: shaped(schema, ctx, depth) }, { weight: 1, arbitrary: hostile });
}

/** Values of a named field or parameter: mostly its hint, when it has one. */
export function fieldFor(name: string, schema: JsonSchema, ctx: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  const hint = ctx.hints?.[name];
  const own = valueFor(schema, ctx, depth);
  return hint ? fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: own }) : own;
}

/** A value as it travels in a URL (query parameter or path segment). */
export const asUrlText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
