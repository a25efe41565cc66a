// The demo's photos through the storefront host: every product's photo is served (its master as JPEG, its
// renditions as WebP, cached for good), the pages show them as responsive images, and a new alt text in the
// library shows on the next request (the media library is part of the site's fingerprint).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaIdOf } from '@/blocks/kit/media-url';
import { type Db, getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { updateMedia } from '@/lib/domain/media/media';
import { createPage } from '@/lib/domain/site/pages';
import { seedDemo } from '@/lib/operator/demo';
import { handleStorefrontRequest } from './handle';

const SLUG = 'maison-lemaire--test';
let db: Db;
let businessId: string;

const get = (path: string) =>
  handleStorefrontRequest(new Request(`http://${SLUG}.localhost${path}`), SLUG, path.split('?')[0]!.split('/').filter(Boolean));
const imgTags = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

beforeAll(async () => {
  db = await getDb();
  businessId = (await seedDemo(db)).sandboxId;
});

describe('the demo’s photos on the storefront', () => {
  it('serves every product’s photo: the master as JPEG, renditions as WebP, immutable', async () => {
    const rows = await db.select({ images: products.images }).from(products).where(eq(products.businessId, businessId));
    expect(rows.length).toBeGreaterThanOrEqual(28);
    for (const { images } of rows) {
      expect(images).toHaveLength(1);
      const id = mediaIdOf(images[0]);
      expect(id).not.toBeNull();
      const master = await get(`/media/${id}`);
      expect([master.status, master.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    }
    const id = mediaIdOf(rows[0]!.images[0]);
    const webp = await get(`/media/${id}/w320.webp`);
    expect([webp.status, webp.headers.get('content-type'), webp.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
  });

  it('shows them as responsive images with their size, the first one eager', async () => {
    const home = await (await get('/')).text();
    const tags = imgTags(home.slice(home.indexOf('<main')));
    expect(tags.length).toBeGreaterThanOrEqual(10);
    for (const tag of tags) expect(tag).toMatch(/ src="\/media\/med_\w+\/w\d+\.jpeg" srcSet="\/media\/med_[^"]+ 160w, [^"]+" sizes="[^"]+" width="\d+" height="\d+" alt="[^"]*"/);
    expect(tags[0]).toMatch(/loading="eager" fetchPriority="high"/);
    expect(tags.slice(1).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    expect(home).not.toContain('images.example.com');
    // The product page's photo is its LCP: eager; og:image stays an absolute URL.
    const productPath = /href="(\/products\/prod_[^"]+)"/.exec(home)![1]!;
    const product = await (await get(productPath)).text();
    expect(imgTags(product.slice(product.indexOf('<main')))[0]).toMatch(/loading="eager" fetchPriority="high"/);
    expect(product).toMatch(/<meta property="og:image" content="http:\/\/maison-lemaire(--test)?\.localhost[^"]*\/media\/med_\w+"/);
  });

  it('shows a new alt text of the library on the next request', async () => {
    const home = await (await get('/')).text();
    const photo = /srcSet="\/media\/(med_\w+)\//.exec(home)![1]!;
    await createPage(db, businessId, {
      title: 'Photo',
      slug: 'photo-alt',
      showInNav: false,
      renderMode: 'BLOCKS',
      codeLayout: 'SHELL',
      blocks: [{ type: 'shop-hero', order: 0, config: { title: 'Photo', ctaText: 'Voir', ctaLink: '/', image: `http://x.localhost/media/${photo}`, imageAlt: '' } }],
    });
    const altOf = async () => /<img [^>]*alt="([^"]*)"/.exec(await (await get('/photo-alt')).text())![1];
    expect(await altOf()).not.toBe('');
    await updateMedia(db, businessId, photo, { alt: 'Une nouvelle description' });
    expect(await altOf()).toBe('Une nouvelle description');
  });
});
