// Which of the product's languages a browser prefers, from its Accept-Language header (RFC 9110 §12.5.4): the
// ranges by descending q, each matched on its primary subtag ("nl-BE", "nl" → nl); "*" and unknown languages
// match nothing. Null when none of fr, nl, en is asked for.
import { isLocale, type Locale } from './translator';

const MAX_RANGES = 32;

export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranges = acceptLanguage
    .split(',')
    .slice(0, MAX_RANGES)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((range) => range.language).find(isLocale) ?? null;
}
