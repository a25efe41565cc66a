// The sample marker of a theme's invented content: unchanged config ⇒ still sample (whatever the key order);
// any edit clears it, reverting the edit brings it back; a forged or absent marker is never sample.
import { describe, expect, it } from 'vitest';
import { isSampleBlock, sameValue, sampleFingerprint, stableJson } from './draft-shared';

describe('sample blocks', () => {
  const config = { title: 'Ils reviennent', items: [{ quote: 'Le meilleur pain', author: 'Martine L.', rating: 5 }] };
  const marked = { type: 'testimonials', order: 0, config, sample: sampleFingerprint(config) };

  it('is sample while the config is the one the theme shipped', () => {
    expect(marked.sample).toMatch(/^[0-9a-f]{16}$/);
    expect(isSampleBlock(marked)).toBe(true);
    expect(isSampleBlock({ ...marked, config: { items: config.items, title: config.title } })).toBe(true);
  });

  it('is no longer sample once edited, and again when reverted', () => {
    const edited = { ...marked, config: { ...config, items: [{ ...config.items[0]!, author: 'Paul D., client' }] } };
    expect(isSampleBlock(edited)).toBe(false);
    expect(isSampleBlock({ ...edited, config: JSON.parse(JSON.stringify(config)) })).toBe(true);
  });

  it('never marks a block without a marker or with a wrong one', () => {
    expect(isSampleBlock({ type: 'testimonials', order: 0, config })).toBe(false);
    expect(isSampleBlock({ ...marked, sample: '0'.repeat(16) })).toBe(false);
  });

  it('compares values whatever their key order', () => {
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
  });
});
