// The built-in themes in French, Dutch and English: the same themes, pages and blocks in the same order with the
// same non-text values (only the words differ), every text translated, and every language's blocks valid.
import { describe, expect, it } from 'vitest';
import { validateBlock } from '../../../blocks/catalog';
import { shapeDifferences, strings } from '../../../blocks/testing/same-shape';
import { LOCALES } from '../../i18n/translator';
import { getTheme, getThemeOrThrow, listThemes, THEME_DEFINITIONS, themeDefinitionsFor } from './themes';

/** Config keys whose strings are words a visitor reads (the others are links, choices and names). */
const TEXT_KEYS = new Set(['title', 'subtitle', 'text', 'eyebrow', 'ctaText', 'secondaryCtaText', 'question', 'answer', 'quote', 'role', 'html', 'alt', 'imageAlt', 'caption']);
/** Texts that read the same in another language (place names). */
const SAME_IN = new Set(['Ixelles', 'Uccle']);

describe('themes in every language', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the same themes, pages and blocks as French, differing only in texts`, () => {
      const translated = themeDefinitionsFor(locale);
      expect(translated.map((theme) => theme.key)).toEqual(THEME_DEFINITIONS.map((theme) => theme.key));
      for (const [index, theme] of translated.entries()) {
        const french = THEME_DEFINITIONS[index]!;
        expect(theme.tokens).toEqual(french.tokens);
        expect(theme.css).toBe(french.css);
        expect(theme.js).toBe(french.js);
        expect(theme.pages.map(({ slug, showInNav }) => ({ slug, showInNav }))).toEqual(french.pages.map(({ slug, showInNav }) => ({ slug, showInNav })));
        for (const [p, page] of theme.pages.entries()) {
          const frenchPage = french.pages[p]!;
          expect(page.blocks.map(({ type, sample }) => ({ type, sample })), `${theme.key}/${page.slug}`).toEqual(
            frenchPage.blocks.map(({ type, sample }) => ({ type, sample })),
          );
          for (const [b, block] of page.blocks.entries()) {
            expect(shapeDifferences(frenchPage.blocks[b]!.config, block.config), `${theme.key}/${page.slug} block ${b}`).toEqual([]);
          }
        }
      }
    });

    it(`${locale}: every block of every page parses with its schema`, () => {
      for (const theme of listThemes(locale)) {
        for (const page of theme.pages) {
          for (const [index, block] of page.blocks.entries()) {
            const result = validateBlock(block, index);
            expect(result.ok, `${locale} ${theme.themeKey}/${page.slug} block ${index}: ${JSON.stringify(result)}`).toBe(true);
          }
        }
      }
    });
  }

  for (const locale of ['nl', 'en'] as const) {
    it(`${locale}: every name, title and text is written in that language`, () => {
      const untranslated: string[] = [];
      for (const [index, theme] of themeDefinitionsFor(locale).entries()) {
        const french = THEME_DEFINITIONS[index]!;
        if (theme.description === french.description) untranslated.push(`${theme.key}: description`);
        for (const [p, page] of theme.pages.entries()) {
          const frenchPage = french.pages[p]!;
          if (page.title === frenchPage.title && page.title !== 'Contact') untranslated.push(`${theme.key}/${page.slug}: title`);
          for (const [b, block] of page.blocks.entries()) {
            const before = new Map(strings(frenchPage.blocks[b]!.config));
            for (const [path, text] of strings(block.config)) {
              const key = path.split('.').at(-1)!.replace(/\[\d+\]$/, '');
              if (TEXT_KEYS.has(key) && text === before.get(path) && !SAME_IN.has(text)) untranslated.push(`${theme.key}/${page.slug} block ${b} ${path}: ${text}`);
            }
          }
        }
      }
      expect(untranslated).toEqual([]);
    });
  }

  it('French stays the default, and an unknown key is not found in any language', () => {
    expect(listThemes()).toEqual(listThemes('fr'));
    expect(getThemeOrThrow('bakery').pages[0]!.title).toBe('Accueil');
    expect(getTheme('bakery', 'nl')!.pages[0]!.title).toBe('Home');
    expect(getTheme('bakery', 'en')!.pages.map((page) => page.slug)).toEqual(getThemeOrThrow('bakery').pages.map((page) => page.slug));
    for (const locale of LOCALES) expect(getTheme('nope', locale)).toBeUndefined();
    expect(() => getThemeOrThrow('nope', 'nl')).toThrow(/not found/);
  });
});
