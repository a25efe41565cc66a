// The demo's pictures: real JPEG photographs, the same every run; and the demo pages given photos (valid
// blocks, no placeholder image left, photos of the media library only).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { validateBlocks } from '../domain/site/pages';
import { bakeryTheme } from '../domain/site/themes/bakery';
import { demoPageBlocks } from './demo-images';
import { DEMO_PHOTO_SKUS, demoProductPhoto, demoScenePhoto } from './demo-photos';
import { CATALOGUE_SKUS } from './demo';

const media = (name: string) => `http://maison-lemaire.localhost:3000/media/med_01jz3k4m5n6p7q8r9s0t1v2w${name}`;
const scenes = {
  'fournee-du-matin': { url: media('3a'), alt: 'La fournée du matin' },
  comptoir: { url: media('3b'), alt: 'Le comptoir' },
  fournil: { url: media('3c'), alt: 'Le fournil' },
  devanture: { url: media('3d'), alt: 'La devanture' },
};

describe('demo photos', () => {
  it('draws every product of the catalogue', () => {
    expect(new Set(DEMO_PHOTO_SKUS)).toEqual(new Set(CATALOGUE_SKUS));
  });

  it('are JPEG photographs of the stated size, with a French alt text, the same on every run', async () => {
    const photo = (await demoProductPhoto('PAIN-CAMP'))!;
    const meta = await sharp(photo.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', width: 800, height: 800 });
    expect(photo.alt).toMatch(/^Pain de campagne/);
    expect((await demoProductPhoto('PAIN-CAMP'))!.bytes.equals(photo.bytes)).toBe(true);
    // A picture, not a flat tile: its pixels vary a lot.
    const stats = await sharp(photo.bytes).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(25);
    const scene = await sharp((await demoScenePhoto('fournee-du-matin')).bytes).metadata();
    expect([scene.width, scene.height]).toEqual([1280, 960]);
  });
});

describe('demo pages with photos', () => {
  const pages = bakeryTheme.pages.map((page) => ({
    slug: page.slug,
    blocks: page.blocks.map((block, order) => ({ type: block.type, order, config: block.config as Record<string, unknown> })),
  }));

  it('gives the home page a hero photo and a section with a photo, the story page a gallery, all valid', () => {
    const rewritten = Object.fromEntries(pages.map((page) => [page.slug, demoPageBlocks(page.slug, page.blocks, scenes)]));
    for (const blocks of Object.values(rewritten)) expect(() => validateBlocks(blocks)).not.toThrow();
    const home = rewritten['']!;
    expect(home[0]).toMatchObject({ type: 'shop-hero', order: 0, config: { image: scenes['fournee-du-matin'].url, layout: 'split' } });
    expect(home.find((block) => block.type === 'image-with-text')?.config).toMatchObject({ image: scenes.fournil.url, imageAlt: 'Le fournil' });
    expect(rewritten['a-propos']!.find((block) => block.type === 'gallery')?.config.images).toHaveLength(3);
    expect(home.map((block) => block.order)).toEqual(home.map((_, i) => i));
    // Applying it again changes nothing (the seed is idempotent).
    expect(demoPageBlocks('', home, scenes)).toEqual(home);
  });

  it('replaces every placeholder image of a page with a photo of the shop', () => {
    const placeholder = (name: string) => `https://images.example.com/${name}.jpg`;
    const blocks = demoPageBlocks(
      'contact',
      [
        { type: 'image', order: 0, config: { url: placeholder('a'), alt: 'x', width: 10, height: 10 } },
        { type: 'gallery', order: 1, config: { images: [{ url: placeholder('b'), alt: 'y' }, { url: 'https://cdn.shop.be/own.jpg', alt: 'z' }] } },
        { type: 'image-with-text', order: 2, config: { image: placeholder('c'), imageAlt: 'w', title: 'T' } },
      ],
      scenes,
    );
    expect(JSON.stringify(blocks)).not.toContain('images.example.com');
    expect(blocks[0]!.config).toEqual({ url: scenes.comptoir.url, alt: 'Le comptoir' });
    expect((blocks[1]!.config.images as { url: string }[]).map((image) => image.url)).toEqual([scenes.fournil.url, 'https://cdn.shop.be/own.jpg']);
    expect(() => validateBlocks(blocks)).not.toThrow();
  });
});
