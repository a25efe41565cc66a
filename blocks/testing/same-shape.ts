// For tests of content written in several languages (default configs, themes): two values with the same shape —
// the same keys, the same array lengths, the same non-text values — may differ only in their strings.

/** Where `a` and `b` differ other than by a string's words, as "path: why" lines; empty when only texts differ. */
export function shapeDifferences(a: unknown, b: unknown, at = '$'): string[] {
  if (typeof a === 'string' && typeof b === 'string') return [];
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return [`${at}: a list on one side only`];
    if (a.length !== b.length) return [`${at}: ${a.length} items and ${b.length}`];
    return a.flatMap((item, index) => shapeDifferences(item, b[index], `${at}[${index}]`));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return keys.flatMap((key) =>
      key in left && key in right ? shapeDifferences(left[key], right[key], `${at}.${key}`) : [`${at}.${key}: on one side only`],
    );
  }
  return Object.is(a, b) ? [] : [`${at}: ${JSON.stringify(a)} and ${JSON.stringify(b)}`];
}

/** Every string of `value` with its path, e.g. ["$.items[0].title", "Levain naturel"]. */
export function strings(value: unknown, at = '$'): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}
