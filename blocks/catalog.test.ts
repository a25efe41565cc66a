import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockCatalog, blockTypes, getBlockDefinition, validateBlock, validateBlocks } from './catalog';

const REQUIRED_TYPES = [
  'shop-hero', 'product-grid', 'featured-product', 'category-list', 'rich-text', 'heading', 'image', 'image-with-text',
  'gallery', 'testimonials', 'faq', 'cta-banner', 'opening-hours', 'contact', 'video', 'spacer',
];

describe('block catalogue', () => {
  it('holds every required type once', () => {
    expect(BLOCK_TYPES).toEqual(expect.arrayContaining(REQUIRED_TYPES));
    expect(new Set(BLOCK_TYPES).size).toBe(BLOCK_TYPES.length);
  });

  describe.each(blockCatalog.map((definition) => [definition.type, definition] as const))('%s', (type, definition) => {
    it('its default config parses against its own schema', () => {
      const parsed = definition.schema.safeParse(definition.meta.defaultConfig);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('is listed by blockTypes() with a JSON Schema of its config', () => {
      const entry = blockTypes().find((candidate) => candidate.type === type);
      expect(entry).toMatchObject({ label: definition.meta.label, category: definition.meta.category, defaultConfig: definition.meta.defaultConfig });
      expect(entry!.description.length).toBeGreaterThan(10);
      expect(entry!.configSchema).toMatchObject({ type: 'object', additionalProperties: false });
      expect(entry!.configSchema).not.toHaveProperty('$schema');
    });

    it('describes every config key', () => {
      const properties = blockTypes().find((candidate) => candidate.type === type)!.configSchema.properties as Record<string, { description?: string }>;
      for (const [key, property] of Object.entries(properties)) expect(property.description, `${type}.${key}`).toBeTruthy();
    });

    it('writes the text of its default config in French, the storefront language', () => {
      const texts: string[] = [];
      const collect = (value: unknown): void => {
        if (typeof value === 'string' && /\s/.test(value) && !/^https?:/.test(value)) texts.push(value);
        else if (Array.isArray(value)) value.forEach(collect);
        else if (value && typeof value === 'object') Object.values(value).forEach(collect);
      };
      collect(definition.meta.defaultConfig);
      for (const text of texts) expect(text, `${type}: ${text}`).not.toMatch(/\b(the|our|your|we|and|with|every|from)\b/i);
    });

    it('validates its default config as a block', () => {
      const result = validateBlock({ type, order: 0, config: definition.meta.defaultConfig }, 0);
      expect(result.ok).toBe(true);
    });
  });

  it('getBlockDefinition finds a type and not a stranger', () => {
    expect(getBlockDefinition('product-grid')?.meta.label).toBe('Product grid');
    expect(getBlockDefinition('carousel')).toBeUndefined();
  });
});

describe('validateBlock', () => {
  const grid = { title: 'Our bread', columns: 3, showPrices: true, showAddToCart: false };

  it('returns the parsed config with defaults filled in', () => {
    const result = validateBlock({ type: 'product-grid', order: 2, config: grid }, 2);
    expect(result).toEqual({
      ok: true,
      block: { type: 'product-grid', order: 2, config: { ...grid, subtitle: '', align: 'left', source: 'all', limit: 8 } },
    });
  });

  it.each([
    [{ ...grid, columns: 5 }, 'blocks.3.config.columns'],
    [{ ...grid, columns: 2.5 }, 'blocks.3.config.columns'],
    [{ ...grid, showPrices: 'yes' }, 'blocks.3.config.showPrices'],
    [{ ...grid, colour: 'red' }, 'blocks.3.config.colour'],
    [{ ...grid, source: 'category' }, 'blocks.3.config.categoryId'],
    [{ ...grid, source: 'products', productIds: [] }, 'blocks.3.config.productIds'],
  ])('points at the bad key (%o → %s)', (config, path) => {
    const result = validateBlock({ type: 'product-grid', order: 3, config }, 3);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toContain(path);
  });

  it('points at a nested key of an item list', () => {
    const result = validateBlock({ type: 'faq', order: 0, config: { items: [{ question: 'Q?', answer: 'A.' }, { question: '' , answer: 'A.' }] } }, 1);
    expect(!result.ok && result.issues.map((issue) => issue.path)).toEqual(['blocks.1.config.items.1.question']);
  });

  it('rejects an unknown type at blocks.<index>.type', () => {
    const result = validateBlock({ type: 'carousel', order: 0, config: {} }, 4);
    expect(result).toEqual({ ok: false, issues: [{ path: 'blocks.4.type', message: expect.stringContaining('carousel') }] });
  });

  it('rejects a missing type, a bad order, a non-object config and stray keys', () => {
    expect(validateBlock({ config: {} }, 0)).toMatchObject({ ok: false, issues: [{ path: 'blocks.0.type' }] });
    expect(validateBlock('heading', 1)).toMatchObject({ ok: false, issues: [{ path: 'blocks.1' }] });
    expect(validateBlock({ type: 'spacer', order: -1, config: {} }, 2)).toMatchObject({ ok: false, issues: [{ path: 'blocks.2.order' }] });
    expect(validateBlock({ type: 'spacer', config: [] }, 3)).toMatchObject({ ok: false, issues: [{ path: 'blocks.3.config' }] });
    expect(validateBlock({ type: 'spacer', config: {}, props: {} }, 4)).toMatchObject({ ok: false, issues: [{ path: 'blocks.4.props' }] });
  });

  it('defaults order to the index', () => {
    expect(validateBlock({ type: 'spacer', config: {} }, 5)).toMatchObject({ ok: true, block: { order: 5 } });
  });

  it('rejects non-http URLs in links and images', () => {
    const hero = { title: 'Hi', ctaText: 'Go', ctaLink: 'javascript:alert(1)', image: 'ftp://x.be/a.jpg' };
    const result = validateBlock({ type: 'shop-hero', order: 0, config: hero }, 0);
    expect(!result.ok && result.issues.map((issue) => issue.path).sort()).toEqual(['blocks.0.config.ctaLink', 'blocks.0.config.image']);
    for (const ctaLink of ['/products', '#hours', 'https://shop.be/x', 'mailto:hi@shop.be', 'tel:+32 2 512 34 56']) {
      expect(validateBlock({ type: 'shop-hero', config: { title: 'Hi', ctaText: 'Go', ctaLink } }, 0).ok, ctaLink).toBe(true);
    }
    expect(validateBlock({ type: 'shop-hero', config: { title: 'Hi', ctaText: 'Go', ctaLink: '//evil.example' } }, 0).ok).toBe(false);
  });

  it('stores rich text sanitised', () => {
    const result = validateBlock({ type: 'rich-text', config: { html: '<p onclick="x()">Hi<script>alert(1)</script></p>' } }, 0);
    expect(result).toMatchObject({ ok: true, block: { config: { html: '<p>Hi</p>' } } });
  });

  it('validateBlocks gathers issues of every block and sorts valid ones by order', () => {
    expect(validateBlocks([{ type: 'spacer', order: 1, config: {} }, { type: 'heading', order: 0, config: { text: 'Hi' } }])).toMatchObject({
      ok: true,
      blocks: [{ type: 'heading' }, { type: 'spacer' }],
    });
    expect(validateBlocks([{ type: 'nope', config: {} }, { type: 'spacer', config: { size: 'huge' } }])).toMatchObject({
      ok: false,
      issues: [{ path: 'blocks.0.type' }, { path: 'blocks.1.config.size' }],
    });
    expect(validateBlocks({})).toMatchObject({ ok: false, issues: [{ path: 'blocks' }] });
  });
});
