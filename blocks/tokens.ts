// Theme tokens: the only styling input of blocks. Blocks use them as CSS custom properties
// (`var(--vt-color-primary)`), so one block renders correctly under any theme. Values are validated
// before they reach CSS: hex colours, px/rem lengths and a fixed list of system font stacks
// (nothing is ever fetched from a font service).
import { z } from 'zod';

/** System font stacks (after modernfontstacks.com): they render with fonts already on the device. */
export const FONT_STACKS = {
  'system-ui': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  'neo-grotesque': 'Inter, Roboto, "Helvetica Neue", "Arial Nova", "Nimbus Sans", Arial, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, source-sans-pro, sans-serif',
  transitional: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, serif',
  'old-style': '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, serif',
  didone: 'Didot, "Bodoni MT", "Noto Serif Display", "URW Palladio L", P052, Sylfaen, serif',
  'slab-serif': 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", "Sitka Small", serif',
  monospace: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
} as const;
export type FontStack = keyof typeof FONT_STACKS;
const fontStackKeys = Object.keys(FONT_STACKS) as [FontStack, ...FontStack[]];

/** Button corner styles; mapped to --vt-button-radius. */
export const BUTTON_STYLES = { square: '0px', rounded: 'var(--vt-radius)', pill: '9999px' } as const;
export type ButtonStyle = keyof typeof BUTTON_STYLES;

const hex = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a hex colour such as #17605a')
  .describe('Colour in hex form (#rgb or #rrggbb)');
const length = (max: number) =>
  z
    .string()
    .regex(/^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem))$/, 'a length in px or rem, e.g. 8px or 0.5rem')
    .refine((value) => parseFloat(value) * (value.endsWith('rem') ? 16 : 1) <= max, `at most ${max}px`);

export const themeTokensSchema = z
  .strictObject({
    colorPrimary: hex.describe('Brand colour: buttons, links, highlights'),
    colorOnPrimary: hex.optional().describe('Text on the primary colour; computed (black or white) when omitted'),
    colorAccent: hex.describe('Second colour, used sparingly: badges, ratings, banners'),
    colorBg: hex.describe('Page background'),
    colorSurface: hex.describe('Background of cards and alternate sections'),
    colorText: hex.describe('Body text'),
    colorMuted: hex.describe('Secondary text: captions, subtitles'),
    colorBorder: hex.describe('Hairlines and card borders'),
    radius: length(48).describe('Corner radius of cards and images (px or rem)'),
    space: length(160).describe('Vertical padding of a section (px or rem)'),
    fontHeading: z.enum(fontStackKeys).describe('Font stack of headings (system fonts only)'),
    fontBody: z.enum(fontStackKeys).describe('Font stack of body text (system fonts only)'),
    buttonStyle: z.enum(['square', 'rounded', 'pill']).describe('Button corners'),
  })
  .meta({ id: 'ThemeTokens' });
export type ThemeTokens = z.infer<typeof themeTokensSchema>;

export const DEFAULT_TOKENS: ThemeTokens = {
  colorPrimary: '#17605a',
  colorAccent: '#f9c846',
  colorBg: '#ffffff',
  colorSurface: '#f5f7f6',
  colorText: '#111b2b',
  colorMuted: '#5b6472',
  colorBorder: '#e2e6e9',
  radius: '10px',
  space: '4rem',
  fontHeading: 'system-ui',
  fontBody: 'system-ui',
  buttonStyle: 'rounded',
};

/** The CSS custom properties blocks may use, by token. */
export const TOKEN_NAMES = {
  colorPrimary: '--vt-color-primary',
  colorOnPrimary: '--vt-color-on-primary',
  colorAccent: '--vt-color-accent',
  colorOnAccent: '--vt-color-on-accent',
  colorBg: '--vt-color-bg',
  colorSurface: '--vt-color-surface',
  colorText: '--vt-color-text',
  colorMuted: '--vt-color-muted',
  colorBorder: '--vt-color-border',
  radius: '--vt-radius',
  space: '--vt-space',
  fontHeading: '--vt-font-heading',
  fontBody: '--vt-font-body',
  buttonStyle: '--vt-button-radius',
} as const;
export type TokenVariable = (typeof TOKEN_NAMES)[keyof typeof TOKEN_NAMES];

/** Tokens from any source (a theme, a site's primaryColor…): invalid or missing values fall back to the defaults. */
export function resolveTokens(input: unknown): ThemeTokens {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const shape = themeTokensSchema.shape;
  const resolved: Record<string, unknown> = { ...DEFAULT_TOKENS };
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    if (!(key in source)) continue;
    const parsed = shape[key].safeParse(source[key]);
    if (parsed.success && parsed.data !== undefined) resolved[key] = parsed.data;
  }
  return resolved as ThemeTokens;
}

function relativeLuminance(hexColour: string): number {
  const full = hexColour.length === 4 ? hexColour.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hexColour;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** The custom properties of a token set, as a name → value map (values already validated). */
export function tokenVariables(input: unknown): Record<TokenVariable, string> {
  const t = resolveTokens(input);
  return {
    '--vt-color-primary': t.colorPrimary,
    '--vt-color-on-primary': t.colorOnPrimary ?? readableOn(t.colorPrimary),
    '--vt-color-accent': t.colorAccent,
    '--vt-color-on-accent': readableOn(t.colorAccent),
    '--vt-color-bg': t.colorBg,
    '--vt-color-surface': t.colorSurface,
    '--vt-color-text': t.colorText,
    '--vt-color-muted': t.colorMuted,
    '--vt-color-border': t.colorBorder,
    '--vt-radius': t.radius,
    '--vt-space': t.space,
    '--vt-font-heading': FONT_STACKS[t.fontHeading],
    '--vt-font-body': FONT_STACKS[t.fontBody],
    '--vt-button-radius': BUTTON_STYLES[t.buttonStyle],
  };
}

/** A `:root{…}` rule (or another simple selector) for a <style> tag; safe to inline. */
export function tokensToCss(input: unknown, selector = ':root'): string {
  if (!/^(?::root|[.#]?[A-Za-z][\w-]*)$/.test(selector)) throw new Error(`unsafe selector: ${selector}`);
  const body = Object.entries(tokenVariables(input))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

/** The same variables as an inline `style` object (for a wrapper element). */
export function tokensToStyle(input: unknown): Record<string, string> {
  return tokenVariables(input);
}
