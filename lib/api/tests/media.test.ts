// The media library through HTTP: uploads checked by content and cleaned (EXIF with GPS gone, upright), the
// refusals (other types, SVG, too large, damaged, missing file) with nothing stored, serving from the storefront
// host (renditions, immutable caching, ETag), tenants kept apart, delete refused while the image is used, and
// the dashboard's routes. Run on the embedded default (file store) and on PostgreSQL (the media_blobs store):
// `node scripts/with-postgres-db.mjs npx vitest run lib/api/tests/media.test.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { draftPages, media, mediaBlobs, pages, siteDrafts, sites } from '../../db/schema';
import { newId } from '../../domain/shared/ids';
import { mediaSummaries } from '../../domain/media/media';
import { createPage } from '../../domain/site/pages';
import { openApiDocument } from '../openapi';
import { handleStorefrontRequest } from '../../../storefront/handle';
import { type ApiResponse, call, setup } from '../../testing/api';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';
import { multipartBody } from '../../testing/media';
import * as dashboardList from '../../../app/api/dashboard/businesses/[businessId]/media/route';
import * as dashboardOne from '../../../app/api/dashboard/businesses/[businessId]/media/[mediaId]/route';
import { config } from '../../config';

// The embedded run's databases come through DATABASE_URL too: there, the file store is chosen explicitly (the
// app's embedded default); a run given DATABASE_URL from outside keeps the PostgreSQL store.
const FILE_STORE = Boolean(process.env.VITRINE_TEST_PG_ADMIN);
if (FILE_STORE) {
  process.env.VITRINE_MEDIA_STORE = 'file';
  process.env.VITRINE_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-'));
}

const RW = ['products:read', 'products:write'];

async function upload(key: string, bytes: Uint8Array, filename: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<ApiResponse> {
  const body = await multipartBody([{ file: { bytes, filename, type: 'image/jpeg' } }, extra]);
  return call('POST', '/public/media', { key, rawBody: body.rawBody, headers: { ...body.headers, ...headers } });
}

/** A photo as a phone takes it: EXIF with a GPS position, and stored sideways with orientation 6 (turn 90°). */
async function phonePhoto(width = 600, height = 400) {
  return sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Vitrine Test Phone', Copyright: 'Boulangerie' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 2300/100', GPSLongitudeRef: 'E', GPSLongitude: '4/1 21/1 3300/100' },
    })
    .toBuffer();
}

/** GET (or another method) on the storefront host of `slug`. */
async function storefront(slug: string, pathname: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`http://${slug}.localhost:3000${pathname}`, { method: init.method ?? 'GET', headers: init.headers });
  const segments = pathname.split('/').slice(1).map(decodeURIComponent);
  const response = await handleStorefrontRequest(request, slug, segments);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function siteSlug(businessId: string) {
  const db = await getDb();
  const [site] = await db.select({ slug: sites.slug }).from(sites).where(eq(sites.businessId, businessId));
  return site!.slug;
}

/** What the store holds of a media (null: nothing), whichever store this run uses. */
async function storedMaster(mediaId: string): Promise<Buffer | null> {
  if (FILE_STORE) {
    const file = path.join(config.dataDir, 'media', mediaId, 'master');
    return fs.existsSync(file) ? fs.readFileSync(file) : null;
  }
  const db = await getDb();
  const [row] = await db.select().from(mediaBlobs).where(and(eq(mediaBlobs.mediaId, mediaId), eq(mediaBlobs.variant, 'master')));
  return row?.data ?? null;
}

/**
 * What is stored for the business: its media rows, and its files (file store: every folder of the store, which
 * this test file alone uses) or blobs (PostgreSQL, shared by the run's test files: those of its media).
 */
async function stored(businessId: string) {
  const db = await getDb();
  const rows = (await db.select({ id: media.id }).from(media).where(eq(media.businessId, businessId))).length;
  if (FILE_STORE) {
    const dir = path.join(config.dataDir, 'media');
    return { rows, files: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0 };
  }
  const blobs = await db.select({ id: mediaBlobs.mediaId }).from(mediaBlobs).innerJoin(media, eq(media.id, mediaBlobs.mediaId)).where(eq(media.businessId, businessId));
  return { rows, files: blobs.length };
}

let key = '';
let businessId = '';
let slug = '';

beforeAll(async () => {
  ({ key, business: { id: businessId } } = await setup(RW));
  slug = await siteSlug(businessId);
});

describe('upload', () => {
  it('stores a phone photo upright, without EXIF or GPS, and serves it from the storefront host', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(key, photo, 'IMG_2041.JPG', { alt: 'Our croissants' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^med_[0-9a-z]{26}$/),
      url: `http://${slug}.localhost:${config.port}/media/${res.body.id}`,
      filename: 'IMG_2041.JPG',
      mimeType: 'image/jpeg',
      width: 400,
      height: 600,
      alt: 'Our croissants',
    });
    expect(res.body.byteSize).toBeGreaterThan(0);

    const served = await storefront(slug, `/media/${res.body.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Number(served.headers.get('content-length'))).toBe(served.bytes.byteLength);
    expect(served.bytes.byteLength).toBe(res.body.byteSize);
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('Vitrine Test Phone'))).toBe(false);
    expect([metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual([400, 600, 1]);

    expect(await storedMaster(res.body.id)).not.toBeNull();
    if (!FILE_STORE) expect((await storedMaster(res.body.id))!.equals(served.bytes)).toBe(true);
  });

  it.each([
    ['PNG', 'png', 'image/png'],
    ['WebP', 'webp', 'image/webp'],
    ['AVIF', 'avif', 'image/avif'],
    ['GIF', 'gif', 'image/gif'],
  ] as const)('accepts %s', async (_name, format, mimeType) => {
    const bytes = await sharp({ create: { width: 120, height: 80, channels: 4, background: '#2a6f97' } })
      .toFormat(format)
      .toBuffer();
    const res = await upload(key, bytes, `picture.${format}`);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ mimeType, width: 120, height: 80 });
    const served = await storefront(slug, `/media/${res.body.id}`);
    expect(served.headers.get('content-type')).toBe(mimeType);
    expect((await sharp(served.bytes).metadata()).format).toBe(format === 'avif' ? 'heif' : format);
  });

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } }).raw().toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    const res = await upload(key, gif, 'blink.gif');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ mimeType: 'image/gif', width: 40, height: 30 });
    const served = await storefront(slug, `/media/${res.body.id}`);
    expect((await sharp(served.bytes, { animated: true }).metadata()).pages).toBe(3);
  });

  it('refuses a PHP file renamed .jpg (415 naming the accepted types) and stores nothing', async () => {
    const before = await stored(businessId);
    const res = await upload(key, Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.jpg');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
    expect(res.body.error.message).toMatch(/JPEG, PNG, WebP, AVIF or GIF/);
    expect(await stored(businessId)).toEqual(before);
  });

  it('refuses an SVG carrying a script (415 saying why) and a PDF, storing nothing', async () => {
    const before = await stored(businessId);
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');
    const res = await upload(key, svg, 'logo.svg');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toMatch(/SVG.*scripts.*PNG or WebP/);
    const pdf = await upload(key, Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'), 'menu.jpg');
    expect(pdf.status).toBe(415);
    expect(await stored(businessId)).toEqual(before);
  });

  it('refuses a 50 MB upload with 413 quickly, saying the limit, and stores nothing', async () => {
    const before = await stored(businessId);
    const big = new Uint8Array(50 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const started = performance.now();
    const res = await upload(key, big, 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect(res.body.error.message).toMatch(/^Images can be at most 15 MB; this one is 50 MB/);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await stored(businessId)).toEqual(before);
  });

  it('refuses a streamed upload past the limit without a Content-Length', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await call('POST', '/public/media', {
      key,
      rawBody: body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(20); // the read stopped soon after the limit
  });

  it('refuses a damaged (truncated) JPEG with a clear 4xx', async () => {
    const photo = await phonePhoto(800, 600);
    const res = await upload(key, photo.subarray(0, Math.floor(photo.length / 2)), 'cut.jpg');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.message).toMatch(/damaged or incomplete/);
  });

  it('refuses a decompression bomb (too many pixels) with 413', async () => {
    // A tiny PNG whose header claims 10 000 × 10 000 pixels (its IHDR rewritten, with a correct CRC).
    const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    const res = await upload(key, bomb, 'bomb.png');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/40 megapixels/);
  });

  it('answers 400 without a file, with two files or an unknown field, and 415 for a JSON body', async () => {
    const noFile = await call('POST', '/public/media', { key, ...(await multipartBody([{ alt: 'Nothing attached' }])) });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.details).toEqual([{ path: 'file', message: expect.stringMatching(/attach the file/) }]);
    const photo = await phonePhoto(40, 40);
    const two = await call('POST', '/public/media', {
      key,
      ...(await multipartBody([{ file: { bytes: photo, filename: 'a.jpg' } }, { file: { bytes: photo, filename: 'b.jpg' } }])),
    });
    expect(two.status).toBe(400);
    expect(two.body.error.details[0].path).toBe('file');
    const unknown = await call('POST', '/public/media', { key, ...(await multipartBody([{ file: { bytes: photo, filename: 'a.jpg' } }, { caption: 'x' }])) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0]).toMatchObject({ path: 'caption' });
    const json = await call('POST', '/public/media', { key, body: { url: 'https://example.com/a.jpg' } });
    expect(json.status).toBe(415);
    const nul = await call('POST', '/public/media', { key, ...(await multipartBody([{ file: { bytes: photo, filename: 'a.jpg' } }, { alt: 'a\u0000b' }])) });
    expect(nul.status).toBe(400);
  });

  it('needs site:write or products:write, and names both when the key has neither', async () => {
    const { key: reader } = await setup(['products:read']);
    const res = await upload(reader, await phonePhoto(40, 40), 'a.jpg');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'insufficient_scope',
      requiredScope: 'site:write',
      acceptedScopes: ['site:write', 'products:write'],
    });
    expect(res.body.error.message).toContain('site:write or products:write');
    expect((await call('GET', '/public/media', { key: reader })).status).toBe(200);
  });

  it('replays an upload sent again with its Idempotency-Key, and refuses the key with other bytes', async () => {
    const photo = await phonePhoto(50, 50);
    const headers = { 'idempotency-key': `media-${Date.now()}` };
    const first = await upload(key, photo, 'same.jpg', {}, headers);
    expect(first.status).toBe(201);
    const again = await upload(key, photo, 'same.jpg', {}, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const other = await upload(key, await phonePhoto(60, 60), 'same.jpg', {}, headers);
    expect(other.status).toBe(422);
  });
});

describe('the OpenAPI document', () => {
  it('describes the upload as multipart/form-data with a binary file, and its two scopes', () => {
    const doc = openApiDocument('http://localhost:3000/api/v1') as Record<string, any>;
    const operation = doc.paths['/public/media'].post;
    expect(operation['x-scope']).toBe('site:write');
    expect(operation['x-scopes-any-of']).toEqual(['site:write', 'products:write']);
    expect(operation.description).toContain('`site:write` or `products:write`');
    const body = doc.components.requestBodies[operation.requestBody.$ref.split('/').pop()];
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const schema = body.content['multipart/form-data'].schema;
    expect(schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.required).toEqual(['file']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '400', '403', '413', '415']));
  });
});

describe('library', () => {
  it('lists, finds by file name, reads and updates only what a PATCH names', async () => {
    const { key: own, business } = await setup(RW);
    const a = await upload(own, await phonePhoto(30, 30), 'croissant-beurre.jpg');
    const b = await upload(own, await phonePhoto(30, 30), 'pain-gris.jpg');
    const list = await call('GET', '/public/media?limit=1', { key: own });
    expect(list.body).toMatchObject({ data: [{ id: a.body.id, livemode: true }], hasMore: true });
    const next = await call('GET', `/public/media?limit=1&cursor=${list.body.nextCursor}`, { key: own });
    expect(next.body.data.map((m: { id: string }) => m.id)).toEqual([b.body.id]);
    const found = await call('GET', '/public/media?q=GRIS', { key: own });
    expect(found.body.data.map((m: { id: string }) => m.id)).toEqual([b.body.id]);

    const patched = await call('PATCH', `/public/media/${a.body.id}`, { key: own, body: { alt: 'Croissant au beurre' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ alt: 'Croissant au beurre', filename: 'croissant-beurre.jpg' });
    const renamed = await call('PATCH', `/public/media/${a.body.id}`, { key: own, body: { filename: 'croissant.jpg' } });
    expect(renamed.body).toMatchObject({ alt: 'Croissant au beurre', filename: 'croissant.jpg' });
    expect((await call('GET', `/public/media/${a.body.id}`, { key: own })).body).toMatchObject({ alt: 'Croissant au beurre' });

    expect((await call('PATCH', `/public/media/${a.body.id}`, { key: own, body: { alt: 'x'.repeat(301) } })).status).toBe(400);
    expect((await call('PATCH', `/public/media/${a.body.id}`, { key: own, body: { alt: 'a\u0000' } })).status).toBe(400);
    expect((await call('PATCH', `/public/media/${a.body.id}`, { key: own, body: { filename: '../etc/passwd' } })).status).toBe(400);

    // What blocks are given to render them (the storefront's render context).
    const summaries = await mediaSummaries(await getDb(), business.id);
    expect(summaries).toEqual({
      [a.body.id]: { width: 30, height: 30, alt: 'Croissant au beurre', mimeType: 'image/jpeg' },
      [b.body.id]: { width: 30, height: 30, alt: '', mimeType: 'image/jpeg' },
    });
  });

  it("keeps tenants apart: another business's image is 404 on GET, PATCH, DELETE and on the other site's host", async () => {
    const other = await setup(RW);
    const theirs = await upload(other.key, await phonePhoto(30, 30), 'theirs.jpg');
    const id = theirs.body.id;
    expect((await call('GET', `/public/media/${id}`, { key })).status).toBe(404);
    expect((await call('PATCH', `/public/media/${id}`, { key, body: { alt: 'mine now' } })).status).toBe(404);
    expect((await call('DELETE', `/public/media/${id}`, { key })).status).toBe(404);
    expect((await storefront(slug, `/media/${id}`)).status).toBe(404);
    expect((await storefront(await siteSlug(other.business.id), `/media/${id}`)).status).toBe(200);
    expect((await call('GET', `/public/media/${id}`, { key: other.key })).body.alt).toBe('');
  });
});

describe('serving', () => {
  it('makes renditions on request: w320.webp is WebP 320 px wide, cached immutable, 304 on its ETag', async () => {
    const res = await upload(key, await phonePhoto(1200, 900), 'wide.jpg');
    const rendition = await storefront(slug, `/media/${res.body.id}/w320.webp`);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/webp');
    expect(rendition.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(rendition.bytes).metadata();
    expect([metadata.format, metadata.width]).toEqual(['webp', 320]);
    const etag = rendition.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await storefront(slug, `/media/${res.body.id}/w320.webp`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    const head = await storefront(slug, `/media/${res.body.id}/w320.webp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.bytes.byteLength).toBe(0);
    // Never upscaled: the image is 900 px wide upright.
    const wide = await sharp((await storefront(slug, `/media/${res.body.id}/w1920.jpeg`)).bytes).metadata();
    expect(wide.width).toBe(900);
    // Concurrent first requests all get the same rendition.
    const same = await Promise.all([1, 2, 3].map(() => storefront(slug, `/media/${res.body.id}/w640.avif`)));
    expect(same.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(same[1]!.bytes.equals(same[0]!.bytes)).toBe(true);
    for (const bad of ['w321.webp', 'w320.bmp', 'w320.webp.php', '..%2Fmaster']) {
      expect((await storefront(slug, `/media/${res.body.id}/${bad}`)).status, bad).toBe(404);
    }
    expect((await storefront(slug, '/media/med_00000000000000000000000000')).status).toBe(404);
  });
});

describe('delete', () => {
  it('refuses while a product, a page, a draft page, the site or its draft use the image, naming each, then deletes it and its files', async () => {
    const { key: own, business } = await setup(RW, { plan: 'shop' });
    const db = await getDb();
    const res = await upload(own, await phonePhoto(30, 30), 'croissant.jpg');
    const id = res.body.id;
    expect((await storefront(await siteSlug(business.id), `/media/${id}/w160.webp`)).status).toBe(200);
    const product = await call('POST', '/public/products', { key: own, body: { name: 'Croissant', sellingPrice: 1.2, images: [res.body.url] } });
    expect(product.status).toBe(201);
    const page = await createPage(db, business.id, {
      title: 'Home',
      slug: `home-${Date.now()}`,
      blocks: [
        { type: 'rich-text', order: 0, config: { html: '<p>Bienvenue</p>' } },
        { type: 'image', order: 1, config: { url: res.body.url, alt: 'Croissant' } },
      ],
    } as never);

    // An unpublished draft of a page, the site's logo and a draft of the site's favicon use it too.
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.businessId, business.id));
    const draftPageId = newId('page');
    await db.insert(draftPages).values({
      siteId: site!.id,
      pageId: draftPageId,
      businessId: business.id,
      title: 'Contact',
      slug: 'contact',
      blocks: [{ type: 'image-with-text', order: 0, config: { imageUrl: res.body.url } }],
    });
    await db.update(sites).set({ logoUrl: res.body.url }).where(eq(sites.id, site!.id));
    await db.insert(siteDrafts).values({ siteId: site!.id, businessId: business.id, settings: { faviconUrl: res.body.url } });

    const refused = await call('DELETE', `/public/media/${id}`, { key: own });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict');
    expect(refused.body.error.details).toEqual([
      { path: `products.${product.body.id}`, message: 'image of product “Croissant”' },
      { path: `pages.${page.id}`, message: 'Home page (image block)' },
      { path: `draftPages.${draftPageId}`, message: 'unpublished draft of the Contact page (image-with-text block)' },
      { path: 'site.logoUrl', message: 'the site logo' },
      { path: 'siteDraft.faviconUrl', message: 'unpublished draft of the site icon (favicon)' },
    ]);
    expect(refused.body.error.message).toContain('image of product “Croissant”');
    expect(await storedMaster(id)).not.toBeNull();

    await call('PATCH', `/public/products/${product.body.id}`, { key: own, body: { images: [] } });
    await db.delete(pages).where(eq(pages.id, page.id));
    await db.delete(draftPages).where(eq(draftPages.pageId, draftPageId));
    await db.update(sites).set({ logoUrl: null }).where(eq(sites.id, site!.id));
    await db.delete(siteDrafts).where(eq(siteDrafts.siteId, site!.id));
    const deleted = await call('DELETE', `/public/media/${id}`, { key: own });
    expect(deleted.status).toBe(204);
    expect(await storedMaster(id)).toBeNull();
    if (FILE_STORE) expect(fs.existsSync(path.join(config.dataDir, 'media', id))).toBe(false);
    else expect(await db.select().from(mediaBlobs).where(eq(mediaBlobs.mediaId, id))).toEqual([]);
    expect((await storefront(await siteSlug(business.id), `/media/${id}`)).status).toBe(404);
    expect((await call('GET', `/public/media/${id}`, { key: own })).status).toBe(404);
  });
});

describe('dashboard', () => {
  it('uploads, lists, updates and deletes through the dashboard routes, for members only', async () => {
    const { business, cookie } = await signedInMerchant('basic');
    const photo = await phonePhoto(64, 48);
    const body = await multipartBody([{ file: { bytes: photo, filename: 'vitrine.jpg' } }, { alt: 'Shop window' }]);
    const post = (origin: string | null, who = cookie) =>
      dashboardList.POST(
        new Request(`${config.appOrigin}/api/dashboard/businesses/${business.id}/media`, {
          method: 'POST',
          headers: { ...body.headers, cookie: who, ...(origin ? { origin } : {}) },
          body: body.rawBody,
        }),
        { params: Promise.resolve({ businessId: business.id }) },
      );
    expect((await post(null)).status).toBe(403); // no Origin: refused
    const created = await post(config.appOrigin);
    expect(created.status).toBe(201);
    const image = await created.json();
    expect(image).toMatchObject({ filename: 'vitrine.jpg', alt: 'Shop window', width: 48, height: 64 });

    const params = { businessId: business.id, mediaId: image.id };
    const list = await callDashboard(dashboardList.GET, 'GET', '/media?q=vitrine', { businessId: business.id }, { cookie });
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual([image.id]);
    const patched = await callDashboard(dashboardOne.PATCH, 'PATCH', `/media/${image.id}`, params, { cookie, body: { alt: 'Window at night' } });
    expect(patched.body).toMatchObject({ alt: 'Window at night', filename: 'vitrine.jpg' });

    const stranger = await signedInMerchant('basic');
    expect((await callDashboard(dashboardOne.GET, 'GET', `/media/${image.id}`, params, { cookie: stranger.cookie })).status).toBe(404);
    const theirs = { businessId: stranger.business.id, mediaId: image.id };
    expect((await callDashboard(dashboardOne.GET, 'GET', `/media/${image.id}`, theirs, { cookie: stranger.cookie })).status).toBe(404);
    expect((await callDashboard(dashboardOne.DELETE, 'DELETE', `/media/${image.id}`, theirs, { cookie: stranger.cookie })).status).toBe(404);

    expect((await callDashboard(dashboardOne.DELETE, 'DELETE', `/media/${image.id}`, params, { cookie })).status).toBe(204);
    expect(await storedMaster(image.id)).toBeNull();
  });
});
