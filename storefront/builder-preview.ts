// The page builder's canvas rendering of unsaved blocks (POST …/preview, app/api/dashboard/businesses/
// [businessId]/preview/route.ts) with the storefront's own renderer: same blocks, same context, same CSS
// pipeline as the published pages; and of a CODE page's unsaved HTML (…/preview/code). The canvas document
// these are swapped into is ./preview.ts.
import { createElement, Fragment } from 'react';
import { renderBlocks } from '@/blocks/registry';
import { applyOverlay } from '@/blocks/translations';
import type { Db } from '@/lib/db/client';
import { builderSiteData } from '@/lib/domain/storefront/site-data';
import type { Locale } from '@/lib/i18n/translator';
import { classCandidates, storefrontCss } from './css';
import { localizeData } from './languages';
import { codeInShell, contextOf } from './page-document';
import { renderToHtml } from './render-html';

/**
 * The blocks as the storefront would render them on this site (invalid or unknown blocks are skipped, as on
 * the storefront), and the CSS their classes need. `language`: the one the builder edits in; its texts replace
 * the default's where the blocks have them, and the blocks format in its locale.
 */
export async function renderPreview(
  db: Db,
  businessId: string,
  input: { type: string; order?: number; config: unknown; translations?: Partial<Record<Locale, Record<string, unknown> | null>> }[],
  language?: Locale,
) {
  const siteData = await builderSiteData(db, businessId);
  const data = language ? localizeData(siteData, language) : siteData;
  const blocks =
    language && language !== siteData.site.defaultLanguage
      ? input.map((block) => ({ ...block, config: applyOverlay(block.type, block.config, block.translations?.[language]) }))
      : input;
  // Each block in a frame the canvas can select (renderBlocks keys elements `block-<index>`); a block the
  // storefront would skip (settings that do not parse) shows as a marked gap, so it can be found and fixed.
  const rendered = new Map(renderBlocks(blocks, contextOf(data)).map((element) => [Number(String(element.key).slice('block-'.length)), element]));
  const frames = blocks.map((_block, index) => {
    const element = rendered.get(index);
    return element
      ? createElement('div', { key: index, 'data-vt-block': index }, element)
      : createElement('div', { key: index, 'data-vt-block': index, className: 'vt-preview-invalid' }, 'This block is hidden until its settings are fixed.');
  });
  const html = renderToHtml(createElement(Fragment, null, ...frames));
  const css = await storefrontCss(classCandidates(html));
  return { html, css };
}

/**
 * A CODE page's HTML as the storefront serves it: inside the shell's <main> (SHELL, wrapped as ./serve.ts
 * wraps it) or as the whole body (FULL_PAGE: the canvas document is then one without the shell), with the
 * CSS its classes need.
 */
export async function renderCodePreview(html: string, layout: 'SHELL' | 'FULL_PAGE') {
  const body = layout === 'SHELL' ? renderToHtml(codeInShell(html)) : html;
  return { html: body, css: await storefrontCss(classCandidates(body)) };
}
