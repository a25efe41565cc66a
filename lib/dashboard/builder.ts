// What the page builder needs from the server: the catalogue, themes and pickers in one call, and the canvas
// rendering of unsaved blocks with the storefront's own renderer (same components, same CSS pipeline).
import { createElement, Fragment } from 'react';
import { renderBlocks } from '../../blocks/registry';
import { blockTypes } from '../../blocks/catalog';
import { FONT_STACKS } from '../../blocks/tokens';
import type { Db } from '../db/client';
import { grantPreview } from '../domain/site/preview';
import { getOrCreateSiteRow, toSite } from '../domain/site/site';
import { listThemes } from '../domain/site/themes';
import { contextOf, currentStorefrontData } from '../storefront/serve';
import { renderToHtml } from '../storefront/render-html';
import { classCandidates, storefrontCss } from '../storefront/css';

async function siteData(db: Db, slug: string) {
  const data = await currentStorefrontData(db, slug);
  if (!data) throw new Error(`Site ${slug} has no storefront data`);
  return data;
}

export async function builderBootstrap(db: Db, businessId: string) {
  const row = await getOrCreateSiteRow(db, businessId);
  const data = await siteData(db, row.slug);
  const grant = await grantPreview(db, businessId);
  const site = toSite(row);
  return {
    site: { id: site.id, slug: site.slug, url: site.url, isEnabled: site.isEnabled, themeKey: site.themeKey },
    previewUrl: `${site.url}__vitrine/preview?token=${grant.token}`,
    blockTypes: blockTypes(),
    themes: listThemes().map((theme) => ({
      key: theme.themeKey,
      name: theme.name,
      description: theme.description,
      tokens: theme.tokens,
      fonts: {
        heading: { name: String(theme.tokens.fontHeading), stack: FONT_STACKS[theme.tokens.fontHeading as keyof typeof FONT_STACKS] ?? 'serif' },
        body: { name: String(theme.tokens.fontBody), stack: FONT_STACKS[theme.tokens.fontBody as keyof typeof FONT_STACKS] ?? 'sans-serif' },
      },
      pages: theme.pages.map((page) => ({ slug: page.slug, title: page.title })),
    })),
    pickers: {
      products: data.products.map((p) => ({ id: p.id, label: p.name, hint: p.sku ?? undefined, imageUrl: p.images[0] ?? null })),
      categories: data.categories.map((c) => ({ id: c.id, label: c.name })),
      locations: data.locations.map((l) => ({ id: l.id, label: l.name })),
    },
  };
}

/**
 * The blocks as the storefront would render them on this site (invalid or unknown blocks are skipped, as on
 * the storefront), and the CSS their classes need.
 */
export async function renderPreview(db: Db, businessId: string, blocks: { type: string; order?: number; config: unknown }[]) {
  const data = await siteData(db, (await getOrCreateSiteRow(db, businessId)).slug);
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
