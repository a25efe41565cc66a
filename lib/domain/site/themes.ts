// The built-in themes: design tokens, source code (CSS, optional JS) and pages made of catalogue blocks. Written
// in French (themes/<key>.ts); their words in Dutch and English (themes/<key>.nl.ts, .en.ts) lay over the same
// pages and blocks.
import type { ThemeTokens } from '../../../blocks/tokens';
import type { Locale } from '../../i18n/translator';
import { textOverlay } from '../../../blocks/translations';
import { DomainError } from '../shared/errors';
import type { Theme } from './schemas';
import { bakeryTheme } from './themes/bakery';
import { bakeryEn } from './themes/bakery.en';
import { bakeryNl } from './themes/bakery.nl';
import { boutiqueTheme } from './themes/boutique';
import { boutiqueEn } from './themes/boutique.en';
import { boutiqueNl } from './themes/boutique.nl';
import { cafeTheme } from './themes/cafe';
import { cafeEn } from './themes/cafe.en';
import { cafeNl } from './themes/cafe.nl';
import { craftsmanTheme } from './themes/craftsman';
import { craftsmanEn } from './themes/craftsman.en';
import { craftsmanNl } from './themes/craftsman.nl';

/** A theme as written in lib/domain/site/themes/*: blocks in display order (order is their index). */
export type ThemeDefinition = {
  key: string;
  name: string;
  description: string;
  tokens: ThemeTokens;
  css: string;
  js?: string;
  pages: {
    title: string;
    /** "" is the home page. */
    slug: string;
    showInNav?: boolean;
    /** sample: the block states invented facts (a testimonials block always does): marked in a draft until edited. */
    blocks: { type: string; config: Record<string, unknown>; sample?: true }[];
  }[];
};

/** The French themes (their original language). */
export const THEME_DEFINITIONS: readonly ThemeDefinition[] = [bakeryTheme, boutiqueTheme, cafeTheme, craftsmanTheme];

/** Strings laid over a block's config: only its texts, at the same keys and array positions. */
export type TextOverlay = { [key: string]: string | TextOverlay | readonly (string | TextOverlay)[] };

/**
 * A theme's words in another language: its name and description, and page by page (same order) the title and,
 * block by block (same order), the config's texts. Links, ids, numbers and choices are the French theme's.
 */
export type ThemeTexts = {
  name: string;
  description: string;
  pages: readonly { title: string; blocks: readonly TextOverlay[] }[];
};

const THEME_TEXTS: Record<Exclude<Locale, 'fr'>, readonly ThemeTexts[]> = {
  nl: [bakeryNl, boutiqueNl, cafeNl, craftsmanNl],
  en: [bakeryEn, boutiqueEn, cafeEn, craftsmanEn],
};

/** `base` with the strings of `overlay`; anything but a string replacing a string at an existing place throws. */
function overlayTexts(base: unknown, overlay: unknown, at: string): unknown {
  if (typeof overlay === 'string') {
    if (typeof base !== 'string') throw new Error(`${at}: a text where the theme has ${JSON.stringify(base)}`);
    return overlay;
  }
  if (Array.isArray(overlay)) {
    if (!Array.isArray(base) || base.length !== overlay.length) throw new Error(`${at}: ${overlay.length} items where the theme has another list`);
    return base.map((item, index) => overlayTexts(item, overlay[index], `${at}.${index}`));
  }
  if (!overlay || typeof overlay !== 'object' || !base || typeof base !== 'object' || Array.isArray(base)) {
    throw new Error(`${at}: texts that do not match the theme`);
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overlay)) {
    if (!(key in out)) throw new Error(`${at}.${key}: not in the theme`);
    out[key] = overlayTexts(out[key], value, `${at}.${key}`);
  }
  return out;
}

/** A theme in another language: the same pages and blocks in the same order, only the words differ. */
function translated(definition: ThemeDefinition, texts: ThemeTexts): ThemeDefinition {
  if (texts.pages.length !== definition.pages.length) throw new Error(`theme ${definition.key}: ${texts.pages.length} pages of texts for ${definition.pages.length}`);
  return {
    ...definition,
    name: texts.name,
    description: texts.description,
    pages: definition.pages.map((page, p) => {
      const { title, blocks } = texts.pages[p]!;
      if (blocks.length !== page.blocks.length) throw new Error(`theme ${definition.key}, page ${p}: ${blocks.length} blocks of texts for ${page.blocks.length}`);
      return {
        ...page,
        title,
        blocks: page.blocks.map((block, b) => ({
          ...block,
          config: overlayTexts(block.config, blocks[b], `${definition.key}.pages.${p}.blocks.${b}.config`) as Record<string, unknown>,
        })),
      };
    }),
  };
}

const byLocale = new Map<Locale, readonly ThemeDefinition[]>([['fr', THEME_DEFINITIONS]]);

/** Every built-in theme written in `locale`. */
export function themeDefinitionsFor(locale: Locale): readonly ThemeDefinition[] {
  let definitions = byLocale.get(locale);
  if (!definitions) {
    const texts = THEME_TEXTS[locale as Exclude<Locale, 'fr'>];
    definitions = THEME_DEFINITIONS.map((definition, index) => translated(definition, texts[index]!));
    byLocale.set(locale, definitions);
  }
  return definitions;
}

function toTheme(definition: ThemeDefinition): Theme {
  return {
    themeKey: definition.key,
    name: definition.name,
    description: definition.description,
    tokens: definition.tokens,
    source: { css: definition.css, js: definition.js ?? '' },
    pages: definition.pages.map((page, navOrder) => ({
      title: page.title,
      slug: page.slug,
      showInNav: page.showInNav ?? true,
      navOrder,
      blocks: page.blocks.map((block, order) => ({ type: block.type, order, config: block.config })),
    })),
  };
}

/** Every built-in theme, with its tokens, source code and pages (GET /public/site/themes), in French unless told. */
export function listThemes(locale: Locale = 'fr'): Theme[] {
  return themeDefinitionsFor(locale).map(toTheme);
}

/** One built-in theme in `locale`, or undefined for an unknown key. */
export function getTheme(themeKey: string, locale: Locale = 'fr'): Theme | undefined {
  const definition = themeDefinitionsFor(locale).find((theme) => theme.key === themeKey);
  return definition && toTheme(definition);
}

/** The themes' page slugs in each language (a site whose default is Dutch gets /over-ons, its French version /a-propos). */
const THEME_SLUGS: Record<string, Record<Locale, string>> = {
  'a-propos': { fr: 'a-propos', nl: 'over-ons', en: 'about' },
  boutique: { fr: 'boutique', nl: 'winkel', en: 'shop' },
  carte: { fr: 'carte', nl: 'menukaart', en: 'menu' },
  contact: { fr: 'contact', nl: 'contact', en: 'contact' },
};

/** A theme page's slug in `locale` ("" stays the home page). */
export function themeSlug(slug: string, locale: Locale): string {
  return THEME_SLUGS[slug]?.[locale] ?? slug;
}

/**
 * A theme for a site written in `defaultLanguage` that also serves `others`: pages, slugs and texts in the default
 * language (its links to theme pages following the slugs), each page's title and slug and each block's texts in the
 * other languages as translations.
 */
export function themeForSite(themeKey: string, defaultLanguage: Locale, others: readonly Locale[]) {
  const base = getThemeOrThrow(themeKey, defaultLanguage);
  const versions = others.map((language) => [language, getThemeOrThrow(themeKey, language)] as const);
  const relink = (config: Record<string, unknown>): Record<string, unknown> =>
    defaultLanguage === 'fr'
      ? config
      : (JSON.parse(
          JSON.stringify(config).replace(/"\/(a-propos|boutique|carte|contact)(?=["?#])/g, (_all, slug: string) => `"/${themeSlug(slug, defaultLanguage)}`),
        ) as Record<string, unknown>);
  return {
    ...base,
    pages: base.pages.map((page, p) => ({
      ...page,
      slug: themeSlug(page.slug, defaultLanguage),
      translations: Object.fromEntries(versions.map(([language, theme]) => [language, { title: theme.pages[p]!.title, ...(page.slug ? { slug: themeSlug(page.slug, language) } : {}) }])),
      blocks: page.blocks.map((block, b) => ({
        ...block,
        config: relink(block.config),
        ...(versions.length > 0
          ? { translations: Object.fromEntries(versions.map(([language, theme]) => [language, textOverlay(block.type, theme.pages[p]!.blocks[b]!.config)])) }
          : {}),
      })),
    })),
  };
}

export function getThemeOrThrow(themeKey: string, locale: Locale = 'fr'): Theme {
  const theme = getTheme(themeKey, locale);
  if (!theme) {
    const keys = THEME_DEFINITIONS.map((definition) => definition.key).join(', ');
    throw new DomainError('not_found', `Theme "${themeKey}" not found; themes: ${keys}`, {
      details: [{ path: 'themeKey', message: `unknown theme; one of ${keys}` }],
    });
  }
  return theme;
}
