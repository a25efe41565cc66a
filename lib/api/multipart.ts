// File uploads: a route that declares `upload` takes a multipart/form-data body (text fields and one file
// field), instead of JSON. The declared size is checked before anything is read and the read is capped, so an
// oversized upload is refused without being buffered; a field given twice is refused like a doubled query
// parameter; text fields pass the same unsafe-input checks as JSON. The route's body schema then validates the
// fields, the file as an `UploadedFile` (`uploadedFile` below, a binary string in the OpenAPI document).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from './errors';
import { readCapped, refuseUnsafeInput } from './request';

/** A file of an upload; `prepared`: what the route's `prepare` made of it. */
export type UploadedFile<Prepared = unknown> = { filename: string; contentType: string; bytes: Buffer; prepared?: Prepared };

/** What a route declares of its upload. */
export type UploadSpec = {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The 413 error for a file of `bytes` (null when only "more than maxBytes" is known). */
  tooLarge: (bytes: number | null) => Error;
  /**
   * Work on each file done as the body is read, before the write's transaction opens (e.g. decoding and
   * re-encoding an image: seconds that must not hold a database connection); it may refuse the file.
   */
  prepare?: (file: UploadedFile) => Promise<unknown>;
};

/** Room for the multipart envelope (boundaries, part headers, the text fields) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes);

/** The schema of a file field, for a route's body. */
export const uploadedFile = <Prepared = unknown>(description: string) =>
  z
    .custom<UploadedFile<Prepared>>(isUploadedFile, { error: 'required: attach the file as this multipart/form-data field (curl -F file=@photo.jpg)' })
    .meta({ type: 'string', format: 'binary', description });

const MULTIPART = /^multipart\/form-data\s*(;|$)/i;

/** Whether a request carries a multipart/form-data body. */
export const isMultipart = (req: Request) => MULTIPART.test(req.headers.get('content-type') ?? '');

const twice = (name: string) =>
  new ApiError('validation_failed', `Invalid body: "${name}" is given more than once (send one file per request)`, {
    details: [{ path: name, message: 'given more than once' }],
  });

/**
 * The fields of a multipart body (files as UploadedFile), and what stands for the body in an idempotency
 * fingerprint: the text fields and, for each file, its name, type, size and SHA-256.
 */
export async function readMultipartBody(req: Request, upload: UploadSpec): Promise<{ fields: Record<string, unknown>; fingerprint: Record<string, unknown> }> {
  if (!isMultipart(req)) {
    throw new ApiError(
      'unsupported_media_type',
      'Send the file as multipart/form-data, in a field named file (e.g. curl -F file=@photo.jpg -F alt="…")',
    );
  }
  const cap = upload.maxBytes + ENVELOPE_BYTES;
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > cap) throw upload.tooLarge(declared);
  const raw = await readCapped(req, cap, () => upload.tooLarge(null));
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': req.headers.get('content-type')! } }).formData();
  } catch {
    throw new ApiError('validation_failed', 'Malformed multipart/form-data body', { details: [{ path: '', message: 'malformed multipart body' }] });
  }
  // No prototype: `__proto__` is then an ordinary field name, refused as unknown by the route's schema.
  const fields: Record<string, unknown> = Object.create(null);
  const fingerprint: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (Object.hasOwn(fields, name)) throw twice(name);
    if (typeof value === 'string') {
      refuseUnsafeInput({ [name]: value }, 'body');
      fields[name] = fingerprint[name] = value;
      continue;
    }
    refuseUnsafeInput({ [name]: value.name }, 'body');
    if (value.size > upload.maxBytes) throw upload.tooLarge(value.size);
    const bytes = Buffer.from(await value.arrayBuffer());
    const file: UploadedFile = { filename: value.name, contentType: value.type, bytes };
    if (upload.prepare) file.prepared = await upload.prepare(file);
    fields[name] = file;
    fingerprint[name] = { filename: value.name, contentType: value.type, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
  return { fields, fingerprint };
}
