// A site in several languages. The site has a default language (its configs, titles and slugs are written in it,
// and its URLs carry no prefix) and serves a list of languages, the default first; each other language is served
// under /<language>/. A page keeps its title and slug per other language (`translations`), a block its texts
// (blocks/translations.ts), the site its SEO texts. What a language lacks shows the default's text to shoppers;
// the merchant sees it as a `translationState` of partial or missing. The live pages (API) and the dashboard's
// draft share these rules.
import { BLOCK_LANGUAGES, type BlockTranslations, blockTranslationState, localizedConfig, pruneOverlay } from '../../../blocks/translations';
import type { PageTranslations, SiteTranslations, StoredBlock } from '../../db/schema';
import { stableJson } from '../../shared/stable-json';
import { DomainError, invalid } from '../shared/errors';
import type { SiteLanguage } from './schemas';

export type TranslationState = 'complete' | 'partial' | 'missing';

/** The languages of a site other than its default, in the site's order. */
export function otherLanguages(site: { defaultLanguage: SiteLanguage; languages: readonly SiteLanguage[] }): SiteLanguage[] {
  return site.languages.filter((language) => language !== site.defaultLanguage);
}

/**
 * The site's language settings after a change: the default first, then the others in the order given. Naming only
 * a new default adds it to the languages; a list that leaves the default out is refused.
 */
export function languagesAfter(
  current: { defaultLanguage: SiteLanguage; languages: readonly SiteLanguage[] },
  input: { defaultLanguage?: SiteLanguage; languages?: readonly SiteLanguage[] },
): { defaultLanguage: SiteLanguage; languages: SiteLanguage[] } {
  const defaultLanguage = input.defaultLanguage ?? current.defaultLanguage;
  const listed = input.languages ?? current.languages;
  if (input.languages && !input.languages.includes(defaultLanguage)) {
    throw invalid('languages', `must include the default language (${defaultLanguage})`);
  }
  return { defaultLanguage, languages: [defaultLanguage, ...listed.filter((language) => language !== defaultLanguage)] };
}

/** Per-language replacement: a language given replaces that language's entry, null removes it, others stay. */
function mergeLanguages<T extends object>(current: Partial<Record<SiteLanguage, T>>, input: Partial<Record<SiteLanguage, T | null>> | undefined): Partial<Record<SiteLanguage, T>> {
  if (input === undefined) return current;
  const out: Partial<Record<SiteLanguage, T>> = { ...current };
  for (const language of BLOCK_LANGUAGES) {
    if (!(language in input)) continue;
    const value = input[language];
    const kept = value ? (Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T) : null;
    if (kept && Object.keys(kept).length > 0) out[language] = kept;
    else delete out[language];
  }
  return out;
}

export const pageTranslationsAfter = (current: PageTranslations, input: Partial<Record<SiteLanguage, { title?: string; slug?: string } | null>> | undefined): PageTranslations =>
  mergeLanguages(current, input);

export const siteTranslationsAfter = (current: SiteTranslations, input: Partial<Record<SiteLanguage, { seoTitle?: string | null; seoDescription?: string | null } | null>> | undefined): SiteTranslations =>
  mergeLanguages(current, input);

/**
 * Blocks written without `translations` (a client that ignores languages) keep those of the block they stand for:
 * an earlier block of the same type with the very same config (moved, or others inserted before it), else the
 * block at the same position if it has the same type (edited), its overlays pruned to the texts the new config
 * still has.
 */
export function carryBlockTranslations(previous: readonly StoredBlock[], next: StoredBlock[], input: readonly unknown[]): StoredBlock[] {
  const before = [...previous].sort((a, b) => a.order - b.order);
  const given = input.map((block) => typeof block === 'object' && block !== null && 'translations' in block);
  // validateBlocks sorts by order; the input's positions are matched through each block's order.
  const inputOrder = input.map((block, index) => {
    const order = (block as { order?: unknown } | null)?.order;
    return typeof order === 'number' ? order : index;
  });
  const used = new Set<number>();
  const key = (block: StoredBlock) => `${block.type}|${stableJson(block.config)}`;
  const positions = next.map((block) => inputOrder.indexOf(block.order));
  // First the blocks whose config did not change, wherever they went.
  const source = next.map((block, i) => {
    if (positions[i]! < 0 || given[positions[i]!]) return -1;
    const same = before.findIndex((old, index) => !used.has(index) && old.translations && key(old) === key(block));
    if (same >= 0) used.add(same);
    return same;
  });
  // Then an edited block takes the translations of the block it replaced at its position.
  next.forEach((block, i) => {
    const at = positions[i]!;
    if (source[i] !== -1 || at < 0 || given[at] || used.has(at) || before[at]?.type !== block.type || !before[at]?.translations) return;
    used.add(at);
    source[i] = at;
  });
  return next.map((block, i) => {
    const old = source[i]! >= 0 ? before[source[i]!] : undefined;
    if (!old?.translations) return block;
    const carried: BlockTranslations = {};
    for (const [language, overlay] of Object.entries(old.translations) as [SiteLanguage, Record<string, unknown>][]) {
      const pruned = pruneOverlay(block.type, block.config, overlay);
      if (Object.keys(pruned).length > 0) carried[language] = pruned;
    }
    return Object.keys(carried).length > 0 ? { ...block, translations: carried } : block;
  });
}

/** A page's slug in `language` (its own, else the default's). */
export function slugIn(page: { slug: string; translations: PageTranslations }, language: SiteLanguage, defaultLanguage: SiteLanguage): string {
  return language === defaultLanguage ? page.slug : (page.translations[language]?.slug ?? page.slug);
}

/** Refuses a page whose slug in some language another page of the site already has in that language (409). */
export function checkTranslatedSlugs(
  pages: readonly { id: string; slug: string; translations: PageTranslations }[],
  page: { id: string; slug: string; translations: PageTranslations },
  defaultLanguage: SiteLanguage,
): void {
  for (const language of BLOCK_LANGUAGES) {
    if (language === defaultLanguage) continue;
    const mine = slugIn(page, language, defaultLanguage);
    const other = pages.find((candidate) => candidate.id !== page.id && slugIn(candidate, language, defaultLanguage) === mine);
    if (other) {
      throw new DomainError('conflict', `Another page of the site has the slug "${mine}" in ${language}`, {
        existingId: other.id,
        details: [{ path: `translations.${language}.slug`, message: 'already used by another page in this language' }],
      });
    }
  }
}

/** How much of a page `language` has: its title and every block's texts. */
export function pageTranslationState(page: { renderMode: string; blocks: readonly StoredBlock[]; translations: PageTranslations }, language: SiteLanguage): TranslationState {
  const states: TranslationState[] = [page.translations[language]?.title ? 'complete' : 'missing'];
  if (page.renderMode === 'BLOCKS') for (const block of page.blocks) states.push(blockTranslationState(block, language));
  if (states.every((state) => state === 'complete')) return 'complete';
  return states.every((state) => state === 'missing') ? 'missing' : 'partial';
}

/** The translation state of a page in each of the site's other languages. */
export function pageTranslationStates(
  page: { renderMode: string; blocks: readonly StoredBlock[]; translations: PageTranslations },
  site: { defaultLanguage: SiteLanguage; languages: readonly SiteLanguage[] },
): Partial<Record<SiteLanguage, TranslationState>> {
  return Object.fromEntries(otherLanguages(site).map((language) => [language, pageTranslationState(page, language)]));
}

/** A page as `language` shows it: its title, slug and block configs in that language, the default's where it has none. */
export function localizePage<P extends { title: string; slug: string; blocks: StoredBlock[]; translations: PageTranslations }>(page: P, language: SiteLanguage, defaultLanguage: SiteLanguage): P {
  if (language === defaultLanguage) return page;
  return {
    ...page,
    title: page.translations[language]?.title ?? page.title,
    slug: slugIn(page, language, defaultLanguage),
    blocks: page.blocks.map((block) => ({ ...block, config: localizedConfig(block as StoredBlock & { config: Record<string, unknown> }, language) as Record<string, unknown> })),
  };
}
