import { describe, expect, it } from 'vitest';
import { blockTypes } from '@/blocks/catalog';
import { validateBlockConfig } from './validate';

describe('validateBlockConfig', () => {
  it.each(blockTypes().map((entry) => [entry.type, entry.defaultConfig] as const))('accepts the %s default config', (type, config) => {
    expect(validateBlockConfig(type, config)).toEqual({});
  });

  it('reports an over-long title, with a readable message, at its path', () => {
    const errors = validateBlockConfig('shop-hero', { title: 'x'.repeat(121), ctaText: 'Go', ctaLink: '/products' });
    expect(errors).toEqual({ title: 'At most 120 characters' });
  });

  it('reports a bad URL and a bad link with the schema’s own messages', () => {
    expect(validateBlockConfig('image', { url: 'ftp://example.com/a.jpg', alt: 'A' })).toEqual({ url: 'must be an http(s) URL' });
    expect(validateBlockConfig('cta-banner', { title: 'T', ctaText: 'Go', ctaLink: 'javascript:alert(1)' })).toEqual({
      ctaLink: 'an http(s) URL, a path starting with /, an #anchor, mailto: or tel:',
    });
    expect(validateBlockConfig('video', { url: 'https://example.com/clip.mp4', title: 'Clip' })).toEqual({
      url: 'must be a YouTube or Vimeo video URL',
    });
  });

  it('reports inside list items with dotted paths', () => {
    const errors = validateBlockConfig('faq', {
      items: [
        { question: 'Open on Sunday?', answer: 'Yes' },
        { question: '   ', answer: 'x'.repeat(2001) },
      ],
    });
    expect(errors).toEqual({ 'items.1.question': 'Required', 'items.1.answer': 'At most 2000 characters' });
    expect(validateBlockConfig('faq', { items: [] })).toEqual({ items: 'At least 1 item' });
    expect(validateBlockConfig('testimonials', { items: [{ quote: 'Great', author: 'A', rating: 4.5 }] })).toEqual({
      'items.0.rating': 'Must be a whole number',
    });
  });

  it('applies the cross-field rules the server applies', () => {
    expect(validateBlockConfig('product-grid', { source: 'category' })).toEqual({ categoryId: 'required when source is category' });
    expect(validateBlockConfig('product-grid', { source: 'products' })).toEqual({ productIds: 'required when source is products' });
    expect(validateBlockConfig('shop-hero', { title: 'T', ctaText: 'Go', ctaLink: '/', secondaryCtaText: 'More' })).toEqual({
      secondaryCtaLink: 'required when secondaryCtaText is set',
    });
  });

  it('names missing required keys, unknown keys and unknown types', () => {
    expect(validateBlockConfig('heading', { bogus: true })).toEqual({ text: 'Required', bogus: 'unknown key' });
    expect(validateBlockConfig('nope', {})).toEqual({ '': 'unknown block type "nope"' });
    expect(validateBlockConfig('heading', [])).toEqual({ '': 'must be an object' });
  });
});
