// Server-rendered once per block type (no DOM needed): the generated form renders every property with a label.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '@/blocks/catalog';
import { I18nProvider } from '@/components/ui/i18n';
import { catalogues } from '@/lib/i18n/translator';
import { BlockInspector, type InspectorPickers } from './block-inspector';
import { textPathKeys } from '@/blocks/translations';
import { describeFields } from './fields';

const pickers: InspectorPickers = {
  products: [
    { id: 'p1', label: 'Sourdough loaf', hint: '€4.50', imageUrl: 'https://images.example.com/p1.jpg' },
    { id: 'p2', label: 'Croissant', hint: '€1.80' },
  ],
  categories: [{ id: 'c1', label: 'Bread' }],
  locations: [{ id: 'l1', label: 'Main shop', hint: 'Rue Haute 1, Brussels' }],
};

const render = (type: string, value: Record<string, unknown>, errors: Record<string, string> = {}) => {
  const entry = blockTypes().find((candidate) => candidate.type === type)!;
  return renderToString(
    <I18nProvider locale="en" messages={catalogues.en}>
      <BlockInspector blockType={entry} value={value} onChange={() => {}} errors={errors} pickers={pickers} />
    </I18nProvider>,
  );
};

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

describe('BlockInspector (server render)', () => {
  it.each(blockTypes().map((entry) => [entry.type, entry] as const))('renders %s with a label for every top-level property', (type, entry) => {
    const html = text(render(type, entry.defaultConfig as Record<string, unknown>));
    for (const descriptor of describeFields(entry.configSchema)) {
      const labelled =
        html.includes(`>${descriptor.label}</label>`) || html.includes(`>${descriptor.label}</legend>`) || html.includes(`>${descriptor.label}</span>`);
      expect(labelled, `${type}: ${descriptor.key} → "${descriptor.label}"`).toBe(true);
    }
    expect(html).not.toMatch(/<input(?![^>]*(id=|aria-label=|type="hidden"|aria-hidden="true"))[^>]*>/);
  });

  it('shows a message next to its field, linked with aria-describedby and aria-invalid', () => {
    const html = text(render('shop-hero', { title: '', ctaText: 'Go', ctaLink: '/' }, { title: 'Required' }));
    const input = /<input[^>]*aria-invalid="true"[^>]*>/.exec(html)?.[0] ?? '';
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`id="${describedBy}" class="mt-1 text-xs font-medium text-red-700">Required</p>`);
  });

  it('renders list items with accessible reorder and remove buttons, respecting the bounds', () => {
    const html = text(render('faq', { items: [{ question: 'Q1', answer: 'A1' }, { question: 'Q2', answer: 'A2' }] }));
    expect(html).toContain('aria-label="Move item 2 up"');
    expect(html).toContain('aria-label="Move item 1 down"');
    expect(html).toContain('aria-label="Remove item 2"');
    expect(html).toMatch(/<legend[^>]*>Item 2<\/legend>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move item 1 up"|<button[^>]*aria-label="Move item 1 up"[^>]*disabled=""/);
    const single = text(render('faq', { items: [{ question: 'Q1', answer: 'A1' }] }));
    expect(single).toMatch(/<button[^>]*aria-label="Remove item 1"[^>]*disabled=""|<button[^>]*disabled=""[^>]*aria-label="Remove item 1"/);
  });

  it('offers pickers from the given options, keeps unknown ids and previews images', () => {
    const featured = text(render('featured-product', { productId: 'gone' }));
    expect(featured).toContain('Sourdough loaf — €4.50');
    expect(featured).toContain('Unknown product (gone)');
    const grid = text(render('product-grid', { source: 'products', productIds: ['p2', 'p1'] }));
    expect(grid.indexOf('Croissant</p>')).toBeLessThan(grid.indexOf('Sourdough loaf</p>'));
    expect(grid).toContain('aria-label="Move Croissant down"');
    const image = text(render('image', { url: 'https://images.example.com/a.jpg', alt: 'Shop' }));
    expect(image).toMatch(/<img src="https:\/\/images.example.com\/a.jpg" alt="Preview of url"/);
  });

  it('renders the rich-text editor with its toolbar and the sanitised HTML', () => {
    const html = text(render('rich-text', { html: '<p>Hi <b>there</b><script>alert(1)</script></p>' }));
    expect(html).toContain('role="toolbar"');
    for (const label of ['Bold', 'Italic', 'Heading 2', 'Heading 3', 'Heading 4', 'Bulleted list', 'Numbered list', 'Link']) {
      expect(html).toContain(`aria-label="${label}"`);
    }
    expect(html).toContain('contentEditable="true"');
    expect(html).toContain('<p>Hi <strong>there</strong></p>');
    expect(html).not.toContain('<script>');
  });

  it('in another language edits only the texts, over the default’s, and shows the rest as shared', () => {
    const entry = blockTypes().find((candidate) => candidate.type === 'faq')!;
    const value = { title: 'Questions', align: 'left', items: [{ question: 'Livrez-vous ?', answer: 'Oui.' }] };
    const html = text(
      renderToString(
        <I18nProvider locale="en" messages={catalogues.en}>
          <BlockInspector
            blockType={entry}
            value={value}
            onChange={() => {}}
            errors={{}}
            pickers={pickers}
            translation={{ language: 'nl', defaultLanguage: 'fr', overlay: { title: 'Vragen' }, textPaths: textPathKeys('faq', value), onChange: () => {} }}
          />
        </I18nProvider>,
      ),
    );
    expect(html).toMatch(/<input[^>]*placeholder="Questions"[^>]*lang="nl"[^>]*value="Vragen"/);
    expect(html).toMatch(/<input[^>]*placeholder="Livrez-vous \?"[^>]*lang="nl"[^>]*value=""/);
    expect(html).toContain('Français: Livrez-vous ?');
    expect(html).toContain('<fieldset disabled=""');
    expect(html).toContain('Shared by all languages');
    expect(html).toContain('Add, remove and reorder items in Français.');
    expect(html).not.toContain('data-action="add"');
  });
});
