import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockCatalog } from './catalog';
import { blockComponents, renderBlocks } from './registry';
import { fixtureContext } from './testing/fixture-context';

const html = (blocks: Parameters<typeof renderBlocks>[0], ctx = fixtureContext()) =>
  renderToStaticMarkup(createElement(Fragment, null, ...renderBlocks(blocks, ctx)));

afterEach(() => vi.restoreAllMocks());

describe('block registry', () => {
  it('has a component for every catalogue type and nothing else', () => {
    expect(Object.keys(blockComponents).sort()).toEqual(blockCatalog.map((definition) => definition.type).sort());
  });

  describe.each(blockCatalog.map((definition) => [definition.type, definition] as const))('%s', (type, definition) => {
    it('renders its default config without client code', () => {
      const config = type === 'featured-product' ? { ...definition.meta.defaultConfig, productId: 'p_sourdough' } : definition.meta.defaultConfig;
      const markup = html([{ type, order: 0, config }]);
      expect(markup.length).toBeGreaterThan(20);
      expect(markup).not.toMatch(/<script|\son[a-z]+=/i);
    });

    it('renders with an empty business (no shop, locations or products)', () => {
      const ctx = fixtureContext({ shop: null, locations: [], products: [], categories: [], business: { name: 'Empty' } });
      expect(() => html([{ type, order: 0, config: definition.meta.defaultConfig }], ctx)).not.toThrow();
    });
  });

  it('renders in order and skips unknown types and configs that no longer parse', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const markup = html([
      { type: 'heading', order: 2, config: { text: 'Second' } },
      { type: 'carousel', order: 0, config: {} },
      { type: 'heading', order: 1, config: { text: 'First' } },
      { type: 'product-grid', order: 3, config: { columns: 9 } },
    ]);
    expect(markup.indexOf('First')).toBeLessThan(markup.indexOf('Second'));
    expect(markup).not.toContain('<ul');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('product grid: only products for sale, prices and cart forms as the shop allows', () => {
    const grid = { type: 'product-grid', order: 0, config: { title: 'All', columns: 4, showPrices: true, showAddToCart: true } };
    const markup = html([grid]);
    expect(markup).toContain('Country sourdough');
    expect(markup).not.toContain('Staff-only loaf');
    expect(markup).toContain('€6.20');
    expect(markup).toContain('action="/cart"');
    expect(markup).toContain('href="/products/p_sourdough"');
    expect(markup).toMatch(/disabled=""[^>]*>Sold out</);

    const guest = html([grid], fixtureContext({ shop: { status: 'DRAFT', showPricesToGuests: false, currency: 'EUR' } }));
    expect(guest).not.toContain('€');
    expect(guest).not.toContain('<form');
  });

  it('product grid: by category and by hand-picked ids, in the given order', () => {
    const byCategory = html([{ type: 'product-grid', config: { source: 'category', categoryId: 'cat_cakes' } }]);
    expect(byCategory).toContain('Strawberry layer cake');
    expect(byCategory).not.toContain('Croissant');
    const picked = html([{ type: 'product-grid', config: { source: 'products', productIds: ['p_cake', 'p_hidden', 'p_baguette'] } }]);
    expect(picked.indexOf('Strawberry')).toBeLessThan(picked.indexOf('Baguette'));
    expect(picked).not.toContain('Staff-only');
  });

  it('opening hours and contact read the locations of the context', () => {
    const markup = html([
      { type: 'opening-hours', config: {} },
      { type: 'contact', config: { mapLink: 'openstreetmap' } },
    ]);
    expect(markup).toContain('Monday');
    expect(markup).toContain('07:00');
    expect(markup).toContain('Closed');
    expect(markup).toContain('Rue de Rollebeek 12');
    expect(markup).toContain('href="tel:+3225123456"');
    expect(markup).toContain('https://www.openstreetmap.org/search?query=');
    const french = html([{ type: 'opening-hours', config: {} }], fixtureContext({ locale: 'fr-BE' }));
    expect(french).toContain('Lundi');
    expect(french).toContain('Fermé');
  });

  it('rich text is sanitised again when rendered (stored before a tightening)', () => {
    const markup = html([{ type: 'rich-text', config: { html: '<p>ok</p>' } }]);
    expect(markup).toContain('<p>ok</p>');
  });

  it('video embeds the privacy-enhanced player', () => {
    const markup = html([
      { type: 'video', config: { url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Tour' } },
      { type: 'video', config: { url: 'https://vimeo.com/76979871', title: 'Tour' } },
    ]);
    expect(markup).toContain('src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0"');
    expect(markup).toContain('src="https://player.vimeo.com/video/76979871?dnt=1"');
    expect(markup).toContain('title="Tour"');
  });

  it('images below the top of the page are lazy, with alt text and size', () => {
    const heading = { type: 'heading', config: { text: 'Title' } };
    const markup = html([heading, heading, { type: 'image', config: { url: 'https://cdn.shop.be/a.jpg', alt: 'The shop', width: 1200, height: 800 } }]);
    expect(markup).toMatch(/<img[^>]*width="1200"[^>]*height="800"[^>]*alt="The shop"[^>]*loading="lazy"/);
  });
});
