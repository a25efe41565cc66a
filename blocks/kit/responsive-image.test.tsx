// Responsive images: library images as WebP renditions with their true size and alt text, other URLs as plain
// images; the priority image eager, every other one lazy; and the blocks' priority rule.
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../registry';
import { fixtureContext } from '../testing/fixture-context';
import type { MediaSummary } from '../types';
import { ResponsiveImage, gridSizes, sectionSizes } from './responsive-image';

const ID = 'med_01jz3k4m5n6p7q8r9s0t1v2w3x';
const OTHER = 'med_01jz3k4m5n6p7q8r9s0t1v2w3y';
const media: Record<string, MediaSummary> = {
  [ID]: { width: 1600, height: 1200, alt: 'Un pain de campagne sur la planche', mimeType: 'image/jpeg' },
  [OTHER]: { width: 700, height: 700, alt: '', mimeType: 'image/png' },
};

const attrs = (markup: string): Record<string, string> => {
  const img = /<img ([^>]*?)\/?>/.exec(markup)?.[1] ?? '';
  return Object.fromEntries([...img.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!.replaceAll('&amp;', '&')]));
};
const render = (props: Parameters<typeof ResponsiveImage>[0]) => attrs(renderToStaticMarkup(<ResponsiveImage {...props} />));
const imgs = (markup: string) => [...markup.matchAll(/<img [^>]*>/g)].map((m) => attrs(m[0]));

describe('ResponsiveImage', () => {
  it('serves a library image as WebP renditions from the site’s own host, with its size and alt text, lazily', () => {
    const img = render({ src: `https://bakery.localhost:3000/media/${ID}`, media, sizes: '100vw' });
    expect(img).toEqual({
      src: `/media/${ID}/w960.jpeg`,
      srcset: [160, 320, 480, 640, 800, 960, 1280, 1600].map((w) => `/media/${ID}/w${w}.webp ${w}w`).join(', '),
      sizes: '100vw',
      width: '1600',
      height: '1200',
      alt: 'Un pain de campagne sur la planche',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('gives a rendition made at the image’s own width the width it has, and falls back to the master’s format', () => {
    const img = render({ src: `/media/${OTHER}`, media, sizes: '50vw', alt: 'Un bocal de confiture' });
    expect(img.srcset).toBe(`/media/${OTHER}/w160.webp 160w, /media/${OTHER}/w320.webp 320w, /media/${OTHER}/w480.webp 480w, /media/${OTHER}/w640.webp 640w, /media/${OTHER}/w800.webp 700w`);
    expect(img.src).toBe(`/media/${OTHER}/w800.png`);
    expect(img.alt).toBe('Un bocal de confiture');
  });

  it('keeps a decorative image decorative, whatever the library says', () => {
    expect(render({ src: `/media/${ID}`, media, sizes: '100vw', decorative: true }).alt).toBe('');
  });

  it('loads the priority image at once and with high priority', () => {
    const img = render({ src: `/media/${ID}`, media, sizes: '100vw', priority: true });
    expect(img.loading).toBe('eager');
    expect(img.fetchpriority).toBe('high');
    expect(img.decoding).toBeUndefined();
  });

  it('shows an external URL as a plain lazy image with the block’s size', () => {
    const img = render({ src: 'https://images.example.com/a.jpg', alt: 'Shop', media, sizes: '100vw', width: 800, height: 600 });
    expect(img).toEqual({ src: 'https://images.example.com/a.jpg', alt: 'Shop', width: '800', height: '600', loading: 'lazy', decoding: 'async' });
  });

  it('shows a library image missing from the context as its master, from this host', () => {
    const img = render({ src: `https://elsewhere.localhost/media/${ID}`, alt: 'Pain', sizes: '100vw' });
    expect(img.src).toBe(`/media/${ID}`);
    expect(img.srcset).toBeUndefined();
  });
});

describe('sizes', () => {
  it('follows the section’s padding, breakpoints and maximum width', () => {
    expect(sectionSizes({ base: 1 })).toBe('(min-width: 1152px) 1088px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)');
    expect(sectionSizes({ base: 1, lg: 2 }, 64)).toBe(
      '(min-width: 1152px) 512px, (min-width: 1024px) calc((100vw - 64px - 64px) / 2), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
    );
    expect(gridSizes(4, 24)).toBe(
      '(min-width: 1152px) 254px, (min-width: 1024px) calc((100vw - 64px - 72px) / 4), (min-width: 768px) calc((100vw - 64px - 48px) / 3), ' +
        '(min-width: 640px) calc((100vw - 64px - 24px) / 2), calc((100vw - 40px - 24px) / 2)',
    );
  });
});

describe('the page’s priority image', () => {
  const hero = (image?: string) => ({ type: 'shop-hero', config: { title: 'Bonjour', ctaText: 'Go', ctaLink: '/', image, imageAlt: 'Le fournil' } });
  const gallery = {
    type: 'gallery',
    config: { images: [{ url: `https://bakery.localhost/media/${ID}`, alt: 'Un' }, { url: `https://bakery.localhost/media/${OTHER}`, alt: 'Deux' }] },
  };
  const heading = { type: 'heading', config: { text: 'Titre' } };
  const page = (blocks: { type: string; config: unknown }[]) =>
    imgs(renderToStaticMarkup(createElement(Fragment, null, ...renderBlocks(blocks, fixtureContext({ media })))));

  it('is the first image of the first image-bearing block near the top; every other image is lazy', () => {
    const images = page([hero(`https://bakery.localhost/media/${ID}`), gallery]);
    expect(images.map((img) => img.loading)).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toMatchObject({ fetchpriority: 'high', alt: 'Le fournil', width: '1600', height: '1200' });
  });

  it('skips a hero without an image, and gives none below the page’s first two blocks', () => {
    expect(page([hero(), gallery]).map((img) => img.loading)).toEqual(['eager', 'lazy']);
    expect(page([heading, heading, gallery]).map((img) => img.loading)).toEqual(['lazy', 'lazy']);
  });
});
