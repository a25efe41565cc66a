// A block's texts in the site's other languages. A block keeps its config in the site's default language; each other
// language may hold an overlay: a partial copy of the config with only its text fields (titles, paragraphs, button
// labels, questions and answers, image alt texts, rich text), e.g. `{ nl: { title: "Welkom", items: [{ question:
// "…" }, null] } }` (arrays by position; null or a missing entry keeps the default's text). Which fields are text
// comes from the block's own JSON Schema: strings without a format, an enum, a pattern or a picker widget (links,
// images, products, categories, locations). A client that ignores languages never sees overlays in `config`.
import { z } from 'zod';
import { getBlockDefinition } from './catalog';
import type { StoredBlock } from './types';
import { fieldIssues } from '../lib/shared/zod-issues';

export const BLOCK_LANGUAGES = ['fr', 'nl', 'en'] as const;
export type BlockLanguage = (typeof BLOCK_LANGUAGES)[number];
export type BlockTranslations = Partial<Record<BlockLanguage, Record<string, unknown>>>;

type Json = Record<string, unknown>;
type PathPart = string | number;

const PICKER_WIDGETS = new Set(['link', 'image', 'product', 'category', 'location', 'color', 'media']);

const schemas = new Map<string, Json>();

function configSchema(type: string): Json | null {
  let schema = schemas.get(type);
  if (!schema) {
    const definition = getBlockDefinition(type);
    if (!definition) return null;
    schema = z.toJSONSchema(definition.schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Json;
    schemas.set(type, schema);
  }
  return schema;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The branches of a node (anyOf/oneOf for nullable or union fields), or the node itself. */
function branches(node: Json): Json[] {
  const list = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  return Array.isArray(list) ? list.flatMap(branches) : [node];
}

function isTextNode(node: Json): boolean {
  return branches(node).some(
    (b) => b.type === 'string' && b.enum === undefined && b.const === undefined && b.format === undefined && b.pattern === undefined && !PICKER_WIDGETS.has(String(b['x-widget'] ?? '')),
  );
}

function propertyNode(node: Json, key: string): Json | null {
  for (const b of branches(node)) {
    const props = b.properties;
    if (isObject(props) && isObject(props[key])) return props[key] as Json;
  }
  return null;
}

function itemNode(node: Json): Json | null {
  for (const b of branches(node)) if (isObject(b.items)) return b.items as Json;
  return null;
}

/** Every text of a config: its path and value (an empty text included). */
export function textLeaves(type: string, config: unknown): { path: PathPart[]; value: string }[] {
  const schema = configSchema(type);
  const out: { path: PathPart[]; value: string }[] = [];
  const walk = (node: Json, value: unknown, path: PathPart[]) => {
    if (typeof value === 'string') {
      if (isTextNode(node)) out.push({ path, value });
    } else if (Array.isArray(value)) {
      const item = itemNode(node);
      if (item) value.forEach((entry, index) => walk(item, entry, [...path, index]));
    } else if (isObject(value)) {
      for (const [key, entry] of Object.entries(value)) {
        const child = propertyNode(node, key);
        if (child) walk(child, entry, [...path, key]);
      }
    }
  };
  if (schema) walk(schema, config, []);
  return out;
}

const pathKey = (path: PathPart[]) => path.join('.');

/** The overlay's texts with their paths (null entries and empty containers skipped). */
function overlayLeaves(overlay: unknown, path: PathPart[] = []): { path: PathPart[]; value: unknown }[] {
  if (Array.isArray(overlay)) return overlay.flatMap((entry, index) => (entry === null ? [] : overlayLeaves(entry, [...path, index])));
  if (isObject(overlay)) return Object.entries(overlay).flatMap(([key, entry]) => overlayLeaves(entry, [...path, key]));
  return [{ path, value: overlay }];
}

function setAt(target: unknown, path: PathPart[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...target] : [];
    while (list.length < head) list.push(null);
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const object = isObject(target) ? { ...target } : {};
  object[head!] = setAt(object[head!], rest, value);
  return object;
}

function getAt(source: unknown, path: PathPart[]): unknown {
  let node = source;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

/** The config with an overlay's texts put in place of the default's (only where the config has that text). */
export function applyOverlay(type: string, config: unknown, overlay: unknown): unknown {
  if (!isObject(overlay)) return config;
  const texts = new Set(textLeaves(type, config).map((leaf) => pathKey(leaf.path)));
  let out = config;
  for (const leaf of overlayLeaves(overlay)) {
    if (typeof leaf.value === 'string' && texts.has(pathKey(leaf.path))) out = setAt(out, leaf.path, leaf.value);
  }
  return out;
}

/** The part of an overlay that still fits the config (texts it still has); what a changed config carries over. */
export function pruneOverlay(type: string, config: unknown, overlay: unknown): Record<string, unknown> {
  if (!isObject(overlay)) return {};
  const texts = new Set(textLeaves(type, config).map((leaf) => pathKey(leaf.path)));
  let out: unknown = {};
  for (const leaf of overlayLeaves(overlay)) {
    if (typeof leaf.value === 'string' && texts.has(pathKey(leaf.path))) out = setAt(out, leaf.path, leaf.value);
  }
  return out as Record<string, unknown>;
}

export type TranslationState = 'complete' | 'partial' | 'missing';

/** How much of a block's text a language has: every non-empty text translated, some, or none. */
export function blockTranslationState(block: Pick<StoredBlock, 'type' | 'config'> & { translations?: BlockTranslations }, language: BlockLanguage): TranslationState {
  const texts = textLeaves(block.type, block.config).filter((leaf) => leaf.value.trim() !== '');
  if (texts.length === 0) return 'complete';
  const overlay = block.translations?.[language];
  const translated = new Set(overlay ? overlayLeaves(overlay).filter((l) => typeof l.value === 'string').map((l) => pathKey(l.path)) : []);
  const done = texts.filter((leaf) => translated.has(pathKey(leaf.path))).length;
  return done === texts.length ? 'complete' : done === 0 ? 'missing' : 'partial';
}

/** The config of a block as `language` shows it (the default's texts where it has none of its own). */
export function localizedConfig(block: Pick<StoredBlock, 'type' | 'config'> & { translations?: BlockTranslations }, language: BlockLanguage): unknown {
  const overlay = block.translations?.[language];
  return overlay ? applyOverlay(block.type, block.config, overlay) : block.config;
}

export type TranslationIssue = { path: string; message: string };

/**
 * Checks a block's `translations` against its parsed config: languages fr/nl/en, each an object whose every value is
 * a text the config has (an overlay path that is not one is an error, not silently dropped), and the config with the
 * overlay on top still valid for the block (lengths, rich text). Returns the overlays as the block's schema
 * normalises them (trimmed, rich text sanitised); an empty overlay removes the language.
 */
export function validateTranslations(
  type: string,
  config: unknown,
  translations: unknown,
  at: string,
): { ok: true; translations: BlockTranslations } | { ok: false; issues: TranslationIssue[] } {
  if (!isObject(translations)) return { ok: false, issues: [{ path: at, message: 'an object of languages (fr, nl, en), each a partial config of texts' }] };
  const definition = getBlockDefinition(type);
  const issues: TranslationIssue[] = [];
  const out: BlockTranslations = {};
  const texts = new Set(textLeaves(type, config).map((leaf) => pathKey(leaf.path)));
  for (const [language, overlay] of Object.entries(translations)) {
    const where = `${at}.${language}`;
    if (!(BLOCK_LANGUAGES as readonly string[]).includes(language)) {
      issues.push({ path: where, message: 'unknown language; one of fr, nl, en' });
      continue;
    }
    if (overlay === null) continue;
    if (!isObject(overlay)) {
      issues.push({ path: where, message: 'a partial config holding only texts, or null' });
      continue;
    }
    const leaves = overlayLeaves(overlay);
    if (leaves.length > 2000) {
      issues.push({ path: where, message: 'too many texts' });
      continue;
    }
    const bad = leaves.filter((leaf) => typeof leaf.value !== 'string' || !texts.has(pathKey(leaf.path)));
    for (const leaf of bad.slice(0, 20)) {
      issues.push({
        path: `${where}.${pathKey(leaf.path)}`,
        message: typeof leaf.value !== 'string' ? 'a translation is a text (string)' : 'not a text of this block’s config (only texts are translated; links, images and settings are shared)',
      });
    }
    if (bad.length > 0 || !definition) continue;
    const merged = applyOverlay(type, config, overlay);
    const parsed = (definition.schema as z.ZodType).safeParse(merged);
    if (!parsed.success) {
      issues.push(...fieldIssues(parsed.error, { prefix: where }));
      continue;
    }
    let normalised: unknown = {};
    for (const leaf of leaves) normalised = setAt(normalised, leaf.path, getAt(parsed.data, leaf.path));
    if (leaves.length > 0) out[language as BlockLanguage] = normalised as Record<string, unknown>;
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, translations: out };
}

/** Every text of a config as an overlay (what a language's version of the same block says). */
export function textOverlay(type: string, config: unknown): Record<string, unknown> {
  let out: unknown = {};
  for (const leaf of textLeaves(type, config)) if (leaf.value !== '') out = setAt(out, leaf.path, leaf.value);
  return out as Record<string, unknown>;
}

/** The dotted keys ("items.0.question") of a config's texts: the fields a language may give its own text for. */
export function textPathKeys(type: string, config: unknown): Set<string> {
  return new Set(textLeaves(type, config).map((leaf) => pathKey(leaf.path)));
}

/**
 * An overlay with the text at `path` set, or removed when `text` is undefined or empty (the default's text then
 * shows); emptied objects and arrays go, array entries before a kept one stay as null (position kept).
 */
export function withOverlayText(overlay: unknown, path: PathPart[], text: string | undefined): Record<string, unknown> {
  const key = pathKey(path);
  const kept = overlayLeaves(overlay).filter((leaf) => typeof leaf.value === 'string' && pathKey(leaf.path) !== key);
  if (text !== undefined && text !== '') kept.push({ path, value: text });
  let out: unknown = {};
  for (const leaf of kept) out = setAt(out, leaf.path, leaf.value);
  return out as Record<string, unknown>;
}

/** The text an overlay holds at `path`, if any. */
export function overlayText(overlay: unknown, path: PathPart[]): string | undefined {
  const value = getAt(overlay, path);
  return typeof value === 'string' ? value : undefined;
}
