// The built-in themes: design tokens, source code (CSS, optional JS) and pages made of catalogue blocks.
import type { ThemeTokens } from '../../../blocks/tokens';
import { DomainError } from '../shared/errors';
import type { Theme } from './schemas';
import { bakeryTheme } from './themes/bakery';
import { boutiqueTheme } from './themes/boutique';
import { cafeTheme } from './themes/cafe';
import { craftsmanTheme } from './themes/craftsman';

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

export const THEME_DEFINITIONS: readonly ThemeDefinition[] = [bakeryTheme, boutiqueTheme, cafeTheme, craftsmanTheme];

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

/** Every built-in theme, with its tokens, source code and pages (GET /public/site/themes). */
export function listThemes(): Theme[] {
  return THEME_DEFINITIONS.map(toTheme);
}

export function getThemeOrThrow(themeKey: string): Theme {
  const definition = THEME_DEFINITIONS.find((theme) => theme.key === themeKey);
  if (!definition) {
    const keys = THEME_DEFINITIONS.map((theme) => theme.key).join(', ');
    throw new DomainError('not_found', `Theme "${themeKey}" not found; themes: ${keys}`, {
      details: [{ path: 'themeKey', message: `unknown theme; one of ${keys}` }],
    });
  }
  return toTheme(definition);
}
