// A complete storefront HTML document: our head tags, the theme's tokens, the page's own CSS, the site's
// CSS, head HTML and JavaScript (trusted merchant code, README: Website, shop and storefront — served only on storefront hosts).
import { contrastRatio, readableOn, tokensToCss, type ThemeTokens } from '@/blocks/tokens';
import { classCandidates, storefrontCss } from './css';
import { type HeadInput, headTags, jsonForScript } from './seo';

/** Overrides that keep text readable whatever the theme says (WCAG AA: 4.5:1 for text, 3:1 for the focus ring). */
export function contrastCss(tokens: ThemeTokens): string {
  const rules: string[] = [];
  const muted = [tokens.colorBg, tokens.colorSurface].every((bg) => contrastRatio(tokens.colorMuted, bg) >= 4.5) ? null : tokens.colorText;
  if (muted) rules.push(`--vt-color-muted:${muted}`);
  const focus = contrastRatio(tokens.colorPrimary, tokens.colorBg) >= 3 ? tokens.colorPrimary : tokens.colorText;
  rules.push(`--vt-color-focus:${focus}`);
  if (tokens.colorOnPrimary && contrastRatio(tokens.colorOnPrimary, tokens.colorPrimary) < 4.5) {
    rules.push(`--vt-color-on-primary:${readableOn(tokens.colorPrimary)}`);
  }
  return `:root{${rules.join(';')}}`;
}

/** Text of merchant code placed inside a raw-text element: only the element's own end tag is neutralised. */
function rawText(code: string, element: 'script' | 'style'): string {
  return code.replace(new RegExp(`</(${element})`, 'gi'), '<\\/$1');
}

export type DocumentInput = {
  lang: string;
  head: HeadInput;
  tokens: ThemeTokens;
  bodyHtml: string;
  jsonLd?: Record<string, unknown> | null;
  /** The site's own code; absent on the platform's generic 404. */
  site?: { customCss: string; customHeadHtml: string; customJs: string };
};

export async function renderDocument(input: DocumentInput): Promise<string> {
  const css = minify(await storefrontCss(classCandidates(input.bodyHtml)));
  const site = input.site;
  return [
    '<!DOCTYPE html>',
    `<html lang="${input.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    headTags(input.head),
    `<style>${tokensToCss(input.tokens)}${contrastCss(input.tokens)}</style>`,
    `<style>${css}</style>`,
    site?.customCss ? `<style>${rawText(site.customCss, 'style')}</style>` : '',
    input.jsonLd ? `<script type="application/ld+json">${jsonForScript(input.jsonLd)}</script>` : '',
    site?.customHeadHtml ?? '',
    '</head>',
    '<body>',
    input.bodyHtml,
    site?.customJs ? `<script>${rawText(site.customJs, 'script')}</script>` : '',
    '</body>',
    '</html>',
    '',
  ]
    .filter((part) => part !== '')
    .join('\n');
}

/** Tailwind's output without comments and indentation. */
function minify(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/([{};,])\s*\n\s*/g, '$1')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}
