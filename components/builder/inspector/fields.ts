// The inspector's form, described from a block's JSON Schema (the catalogue's `configSchema`): one descriptor
// per property with its widget, label, hint and limits. Pure data, no React, so it is tested against the
// real catalogue. Widgets come from the schema's `x-widget` hints (blocks/fields.ts and the block schemas),
// then from its shape (enum, boolean, integer, array, format uri).
import { type Locale, translator } from '@/lib/i18n/translator';
import { dottedPath } from '@/lib/shared/zod-issues';

export type PickerSource = 'products' | 'categories' | 'locations';

interface Common {
  /** Property name inside its parent object. */
  key: string;
  label: string;
  /** The property's `description` (zod `.describe`). */
  hint?: string;
  /** Listed in the parent's `required`: can't be cleared. */
  required: boolean;
  /** The schema's `default`, applied by the server when the key is absent. */
  defaultValue?: unknown;
}

export type TextKind = 'text' | 'textarea' | 'url' | 'link' | 'image' | 'color' | 'richtext';

export type TextDescriptor = Common & {
  kind: TextKind;
  minLength?: number;
  maxLength?: number;
  /** Only for richtext: heading tags the toolbar offers, e.g. ['h2', 'h3']. */
  headings?: string[];
};

export type FieldDescriptor =
  | TextDescriptor
  | (Common & { kind: 'number'; integer: boolean; minimum?: number; maximum?: number })
  | (Common & { kind: 'boolean' })
  | (Common & { kind: 'enum'; options: { value: string; label: string }[] })
  | (Common & { kind: 'picker'; source: PickerSource; multiple: false })
  | (Common & { kind: 'picker'; source: PickerSource; multiple: true; minItems?: number; maxItems?: number })
  | (Common & { kind: 'list'; item: FieldDescriptor; itemLabel: string; minItems?: number; maxItems?: number })
  | (Common & { kind: 'group'; fields: FieldDescriptor[] })
  | (Common & { kind: 'unsupported' });

export type WidgetKind = FieldDescriptor['kind'];

type JsonSchema = Record<string, unknown>;

// Labels of known keys, list items and enum values are in the builder's catalogue (builderInspector.field, .item
// and .option), in the user's language; a key the catalogue does not name is split into words.
type Words = ReturnType<typeof translator<'builderInspector'>>;

function known(t: Words, key: string): string | undefined {
  const path = key as Parameters<Words['has']>[0];
  return t.has(path) ? t(path) : undefined;
}

/** "ctaLink" → "Button link"; otherwise camelCase/kebab split into a sentence: "showClosedDays" → "Show closed days". */
export function labelForKey(key: string, locale: Locale = 'en'): string {
  const label = /^\w+$/.test(key) ? known(translator(locale, 'builderInspector'), `field.${key}`) : undefined;
  if (label) return label;
  const words = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An enum value as a select option label: "openstreetmap" → "OpenStreetMap", "center" → "Center". */
export function labelForEnumValue(value: string, locale: Locale = 'en'): string {
  const label = /^\w+$/.test(value) ? known(translator(locale, 'builderInspector'), `option.${value}`) : undefined;
  if (label) return label;
  if (!/[a-z]/i.test(value)) return value;
  return labelForKey(value, locale);
}

function itemLabelFor(key: string, locale: Locale): string {
  const item = /^\w+$/.test(key) ? known(translator(locale, 'builderInspector'), `item.${key}`) : undefined;
  if (item) return item;
  const label = labelForKey(key, locale);
  return label.endsWith('s') ? label.slice(0, -1) : `${label} item`;
}

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The first non-null branch of `anyOf`/`oneOf` (zod's nullable/optional shapes), else the schema itself. */
function unwrap(schema: JsonSchema): JsonSchema {
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!Array.isArray(branches)) return schema;
  const branch = branches.find((candidate) => candidate.type !== 'null');
  if (!branch) return schema;
  const { anyOf: _a, oneOf: _o, ...rest } = schema;
  return { ...unwrap(branch), ...rest };
}

const PICKERS: Record<string, PickerSource> = { product: 'products', category: 'categories', location: 'locations' };
const TEXT_WIDGETS = new Set<TextKind>(['text', 'textarea', 'url', 'link', 'image', 'color', 'richtext']);
/** A pattern anchored on '#', e.g. ^#[0-9a-fA-F]{6}$: a hex colour. */
const HEX_COLOR = /^\^#/;

function isTextKind(value: string): value is TextKind {
  return TEXT_WIDGETS.has(value as TextKind);
}

/** One property's descriptor. */
export function describeField(key: string, raw: JsonSchema, required: boolean, locale: Locale = 'en'): FieldDescriptor {
  const schema = unwrap(raw);
  const widget = str(schema['x-widget']);
  const common: Common = {
    key,
    label: labelForKey(key, locale),
    hint: str(schema.description),
    required,
    ...('default' in schema ? { defaultValue: schema.default } : {}),
  };

  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string')) {
    return { ...common, kind: 'enum', options: (schema.enum as string[]).map((value) => ({ value, label: labelForEnumValue(value, locale) })) };
  }

  switch (schema.type) {
    case 'boolean':
      return { ...common, kind: 'boolean' };
    case 'integer':
    case 'number':
      return { ...common, kind: 'number', integer: schema.type === 'integer', minimum: num(schema.minimum), maximum: num(schema.maximum) };
    case 'string': {
      if (widget && PICKERS[widget]) return { ...common, kind: 'picker', source: PICKERS[widget], multiple: false };
      const limits = { minLength: num(schema.minLength), maxLength: num(schema.maxLength) };
      if (widget && isTextKind(widget)) {
        const headings = Array.isArray(schema['x-headings']) ? (schema['x-headings'] as string[]) : undefined;
        return { ...common, kind: widget, ...limits, ...(widget === 'richtext' ? { headings: headings ?? ['h2', 'h3'] } : {}) };
      }
      if (schema.format === 'color' || (typeof schema.pattern === 'string' && HEX_COLOR.test(schema.pattern))) {
        return { ...common, kind: 'color', ...limits };
      }
      if (schema.format === 'uri' || schema.format === 'url') return { ...common, kind: 'url', ...limits };
      // Unhinted long texts get room to breathe.
      return { ...common, kind: (limits.maxLength ?? 0) > 300 ? 'textarea' : 'text', ...limits };
    }
    case 'array': {
      const items = unwrap((schema.items ?? {}) as JsonSchema);
      const bounds = { minItems: num(schema.minItems), maxItems: num(schema.maxItems) };
      const itemWidget = str(items['x-widget']);
      if (items.type === 'string' && itemWidget && PICKERS[itemWidget]) {
        return { ...common, kind: 'picker', source: PICKERS[itemWidget], multiple: true, ...bounds };
      }
      const label = itemLabelFor(key, locale);
      return { ...common, kind: 'list', itemLabel: label, item: { ...describeField(key, items, true, locale), label }, ...bounds };
    }
    case 'object':
      return { ...common, kind: 'group', fields: describeFields(schema, locale) };
    default:
      return { ...common, kind: 'unsupported' };
  }
}

/** The descriptors of an object schema's properties, in schema order. */
export function describeFields(configSchema: Record<string, unknown>, locale: Locale = 'en'): FieldDescriptor[] {
  const schema = unwrap(configSchema);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([key, property]) => describeField(key, property, required.has(key), locale));
}

/**
 * A new list item: its required parts blank (the form then says what is missing), the rest left out so the
 * schema's defaults apply.
 */
export function newItemValue(descriptor: FieldDescriptor): unknown {
  switch (descriptor.kind) {
    case 'group':
      return Object.fromEntries(descriptor.fields.filter((field) => field.required).map((field) => [field.key, newItemValue(field)]));
    case 'boolean':
      return false;
    case 'number':
      return descriptor.minimum ?? 0;
    case 'enum':
      return descriptor.options[0]?.value ?? '';
    case 'list':
      return [];
    case 'picker':
      return descriptor.multiple ? [] : '';
    default:
      return '';
  }
}

/**
 * What to store when a text control is emptied: '' where the schema accepts it (an empty title hides it),
 * otherwise `undefined` (= remove the key) for optional fields so the server's default or absence applies.
 */
export function clearedText(descriptor: FieldDescriptor): string | undefined {
  if (descriptor.required) return '';
  // A URL or colour is never valid empty: absence is the only "nothing".
  if (descriptor.kind === 'url' || descriptor.kind === 'image' || descriptor.kind === 'color') return undefined;
  const minLength = 'minLength' in descriptor ? (descriptor.minLength ?? 0) : 0;
  return minLength === 0 ? '' : undefined;
}

/** `base` with `key` set, or removed when `value` is undefined. */
export function withKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const next = { ...base };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** Every dotted path the form shows a message for, given the current value (list items included). */
export function placedPaths(descriptors: FieldDescriptor[], value: unknown, prefix: (string | number)[] = []): Set<string> {
  const paths = new Set<string>();
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  for (const descriptor of descriptors) {
    collect(descriptor, record[descriptor.key], [...prefix, descriptor.key], paths);
  }
  return paths;
}

function collect(descriptor: FieldDescriptor, value: unknown, path: (string | number)[], paths: Set<string>) {
  paths.add(dottedPath(path));
  if (descriptor.kind === 'group') {
    for (const path2 of placedPaths(descriptor.fields, value, path)) paths.add(path2);
  } else if (descriptor.kind === 'list' && Array.isArray(value)) {
    value.forEach((item, index) => collect(descriptor.item, item, [...path, index], paths));
  } else if (descriptor.kind === 'picker' && descriptor.multiple && Array.isArray(value)) {
    value.forEach((_item, index) => paths.add(dottedPath([...path, index])));
  }
}

/** Messages whose path no control shows (unknown keys, whole-config problems): listed above the form. */
export function unplacedErrors(descriptors: FieldDescriptor[], value: unknown, errors: Record<string, string>): [string, string][] {
  const placed = placedPaths(descriptors, value);
  return Object.entries(errors).filter(([path]) => !placed.has(path));
}
