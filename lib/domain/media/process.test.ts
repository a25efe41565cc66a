// What an upload becomes: the type by content alone, the limits, upright pixels without metadata, the long
// edge bounded; and renditions never upscaled. sharp on generated images, no database.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { MAX_MASTER_EDGE, MAX_UPLOAD_BYTES, inspectAndPrepare, makeRendition, megabytes, uploadTooLarge } from './process';

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8a5a44' } });

describe('inspectAndPrepare', () => {
  it('decides the type by content: a PNG named .jpg is a PNG, and a JPEG named .png a JPEG', async () => {
    expect((await inspectAndPrepare(await solid(10, 10).png().toBuffer(), 'photo.jpg')).mimeType).toBe('image/png');
    expect((await inspectAndPrepare(await solid(10, 10).jpeg().toBuffer(), 'logo.png')).mimeType).toBe('image/jpeg');
  });

  it('refuses what is not an accepted image with 415 naming the accepted types', async () => {
    for (const bytes of [Buffer.from('<?php echo 1; ?>'), Buffer.from('%PDF-1.4\n'), Buffer.from('just text'), Buffer.alloc(0)]) {
      const error = await refusal(inspectAndPrepare(bytes, 'x.jpg'));
      expect(error.code).toBe('unsupported_media_type');
      expect(error.message).toContain('JPEG, PNG, WebP, AVIF or GIF');
    }
    // A TIFF, which sharp could read, is refused all the same.
    const tiff = await solid(10, 10).tiff().toBuffer();
    expect((await refusal(inspectAndPrepare(tiff, 'scan.jpg'))).code).toBe('unsupported_media_type');
    // A HEIF that is not AV1-coded (HEIC) is not AVIF: refused — only when libheif can write HEVC to prove it.
  });

  it('refuses SVG, also behind a BOM, an XML declaration and a comment, saying why', async () => {
    const svg = '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const error = await refusal(inspectAndPrepare(Buffer.from(svg), 'logo.png'));
    expect(error.code).toBe('unsupported_media_type');
    expect(error.message).toMatch(/SVG images are refused: they can carry scripts/);
  });

  it('refuses more than 15 MiB (413 saying the size) before decoding anything', async () => {
    const error = await refusal(inspectAndPrepare(Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'big.jpg'));
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toBe('Images can be at most 15 MB; this one is 15 MB');
    expect(uploadTooLarge(52_634_419).message).toBe('Images can be at most 15 MB; this one is 50.2 MB');
    expect(megabytes(1024 * 1024 * 2.5)).toBe('2.5 MB');
  });

  it('refuses more than 40 megapixels from the header alone (a decompression bomb)', async () => {
    const png = await solid(4, 4).png().toBuffer();
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    const error = await refusal(inspectAndPrepare(png, 'bomb.png'));
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toMatch(/at most 40 megapixels; this one is 20000 × 20000 px/);
  });

  it('answers a damaged image with 400, never a crash', async () => {
    const jpeg = await solid(300, 200).jpeg().toBuffer();
    const error = await refusal(inspectAndPrepare(jpeg.subarray(0, jpeg.length - 200), 'cut.jpg'));
    expect(error.code).toBe('validation_failed');
    const header = await refusal(inspectAndPrepare(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'tiny.jpg'));
    expect(['validation_failed', 'unsupported_media_type']).toContain(header.code);
  });

  it('turns the image upright and strips EXIF (GPS included), XMP and the ICC profile', async () => {
    const photo = await solid(300, 100)
      .jpeg()
      .withMetadata({ orientation: 8 })
      .withExif({ IFD0: { Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 0/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect([before.exif, before.xmp].every(Boolean)).toBe(true);
    const prepared = await inspectAndPrepare(photo, 'p.jpg');
    const after = await sharp(prepared.buffer).metadata();
    expect([prepared.width, prepared.height]).toEqual([100, 300]);
    expect([after.width, after.height]).toEqual([100, 300]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(prepared.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it(`brings the long edge down to ${MAX_MASTER_EDGE} px, keeping the proportions`, async () => {
    const prepared = await inspectAndPrepare(await solid(6000, 3000).webp().toBuffer(), 'wide.webp');
    expect([prepared.mimeType, prepared.width, prepared.height]).toEqual(['image/webp', 4096, 2048]);
    const small = await inspectAndPrepare(await solid(800, 600).webp().toBuffer(), 'small.webp');
    expect([small.width, small.height]).toEqual([800, 600]);
  });

  it('accepts AVIF (HEIF with AV1)', async () => {
    const prepared = await inspectAndPrepare(await solid(64, 48).avif().toBuffer(), 'a.avif');
    expect([prepared.mimeType, prepared.width, prepared.height]).toEqual(['image/avif', 64, 48]);
  });
});

describe('makeRendition', () => {
  it('makes the asked width in the asked format, never wider than the master', async () => {
    const master = await solid(1000, 500).jpeg().toBuffer();
    const webp = await makeRendition(master, 320, 'webp');
    expect(webp.contentType).toBe('image/webp');
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    const wide = await makeRendition(master, 1920, 'png');
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ format: 'png', width: 1000 });
  });
});
