// What an uploaded image becomes before it is stored: its type decided by its content alone (never its name or
// declared type), its size and pixel count bounded, turned upright, stripped of every metadata block (EXIF with
// its GPS position, XMP, IPTC; colours converted to sRGB), at most 4096 px on its long edge, re-encoded in
// its own format. And the renditions made of a stored master. sharp (libvips) does the pixel work.
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { RenditionFormat } from '../../../blocks/kit/media-url';
import { DomainError } from '../shared/errors';

/** The largest upload accepted (bytes). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The most pixels an image may have (per frame): beyond, decoding it would cost too much memory. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** A master's long edge is brought down to this (a storefront never shows more). */
export const MAX_MASTER_EDGE = 4096;

export type MediaMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/gif';

export type PreparedImage = { buffer: Buffer; mimeType: MediaMimeType; width: number; height: number; sha256: string };

const ACCEPTED = 'JPEG, PNG, WebP, AVIF or GIF';

const MIME_OF: Record<RenditionFormat, MediaMimeType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** "50.2 MB" (MiB, as the limit is counted). */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** 413 for an upload over MAX_UPLOAD_BYTES; `bytes` null when only "more than the limit" is known. */
export function uploadTooLarge(bytes: number | null): DomainError {
  const limit = `Images can be at most ${megabytes(MAX_UPLOAD_BYTES)}`;
  return new DomainError('payload_too_large', bytes === null ? `${limit}; this one is larger` : `${limit}; this one is ${megabytes(bytes)}`);
}

const unsupported = (message: string) => new DomainError('unsupported_media_type', message, { details: [{ path: 'file', message }] });

const notAnImage = () =>
  unsupported(`The file is not an image Vitrine accepts: upload a ${ACCEPTED} image (the type is read from the file's content, not its name)`);

const corrupt = () =>
  new DomainError('validation_failed', 'The image is damaged or incomplete (truncated?): export it again and upload the new file', {
    details: [{ path: 'file', message: 'damaged or incomplete image' }],
  });

/**
 * The format the first bytes announce, before any decoder sees the file: only the accepted ones are ever
 * handed to sharp (which could also read SVG, PDF, TIFF…). 'svg' is named to refuse it with its own reason.
 */
function sniff(bytes: Buffer): RenditionFormat | 'heif' | 'svg' | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') return 'heif';
  // An SVG is text: XML, perhaps behind a byte-order mark, a declaration, comments or a doctype.
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<') && /<svg[\s>]/.test(head)) return 'svg';
  return null;
}

/** sharp on untrusted input: bounded pixels, truncation an error, animation kept when asked. */
const decode = (bytes: Buffer, animated: boolean): Sharp =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated, sequentialRead: true });

/** Encodes in `format` with the settings of the library (quality ≈ 85, mozjpeg). */
function encode(image: Sharp, format: RenditionFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 8, adaptiveFiltering: true });
    case 'webp':
      return image.webp({ quality: 85, effort: 4 });
    case 'avif':
      return image.avif({ quality: 60, effort: 3 });
    case 'gif':
      return image.gif();
  }
}

const tooManyPixels = (width: number, height: number) =>
  new DomainError(
    'payload_too_large',
    `Images can have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels; this one is ${width} × ${height} px (${(
      (width * height) /
      1_000_000
    ).toFixed(1)} megapixels): make it smaller first`,
  );

/** Any failure of libvips on input that passed the checks: the file is damaged (never a 500). */
async function runSharp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message)) throw new DomainError('payload_too_large', `Images can have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    throw corrupt();
  }
}

/** The stored master of an upload: checked by content, upright, metadata stripped, bounded, re-encoded. */
export async function inspectAndPrepare(bytes: Buffer, filename: string): Promise<PreparedImage> {
  void filename; // the name is only shown; the type comes from the content
  if (bytes.length > MAX_UPLOAD_BYTES) throw uploadTooLarge(bytes.length);
  const sniffed = sniff(bytes);
  if (sniffed === 'svg') {
    throw unsupported(`SVG images are refused: they can carry scripts. Export the image as PNG or WebP and upload that (accepted: ${ACCEPTED})`);
  }
  if (sniffed === null) throw notAnImage();
  // The header only (no pixels decoded), read without the pixel limit so that the refusal can say the size.
  const metadata = await runSharp(() => sharp(bytes, { limitInputPixels: false }).metadata());
  const format = formatOf(metadata.format, metadata.compression);
  if (format === null || (sniffed !== 'heif' && sniffed !== format)) throw notAnImage();
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  if (!metadata.width || !frameHeight) throw corrupt();
  if (metadata.width * frameHeight > MAX_INPUT_PIXELS) throw tooManyPixels(metadata.width, frameHeight);

  const animated = (metadata.pages ?? 1) > 1 && (format === 'gif' || format === 'webp');
  return runSharp(async () => {
    // autoOrient turns the pixels upright; the output carries no metadata unless asked (sharp's default), and
    // its colours are converted to sRGB.
    const image = decode(bytes, animated)
      .autoOrient()
      .resize({ width: MAX_MASTER_EDGE, height: MAX_MASTER_EDGE, fit: 'inside', withoutEnlargement: true });
    const buffer = await encode(image, format).toBuffer();
    const out = await sharp(buffer, { animated }).metadata();
    return {
      buffer,
      mimeType: MIME_OF[format],
      width: out.width,
      height: out.pageHeight ?? out.height,
      sha256: createHash('sha256').update(buffer).digest('hex'),
    };
  });
}

/** The accepted format sharp's metadata names, or null (HEIF is accepted only when it is AVIF: AV1-coded). */
function formatOf(format: string | undefined, compression: string | undefined): RenditionFormat | null {
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif') return format;
  if (format === 'heif' && compression === 'av1') return 'avif';
  return null;
}

/** A rendition of a stored master: `width` px wide at most (never upscaled), in `format`. */
export async function makeRendition(master: Buffer, width: number, format: RenditionFormat): Promise<{ bytes: Buffer; contentType: MediaMimeType }> {
  const animated = format === 'gif' || format === 'webp';
  const bytes = await runSharp(() =>
    encode(decode(master, animated).resize({ width, withoutEnlargement: true }), format).toBuffer(),
  );
  return { bytes, contentType: MIME_OF[format] };
}
