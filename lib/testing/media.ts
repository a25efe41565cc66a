// Uploads in tests: a multipart/form-data body as curl -F or a browser's FormData sends it, and a photo.
import sharp from 'sharp';

export type FilePart = { bytes: Uint8Array; filename: string; type?: string };

/** A multipart body of `parts` (in order; a name may repeat): its bytes and headers, Content-Length included. */
export async function multipartBody(parts: Record<string, string | FilePart>[]) {
  const form = new FormData();
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }), value.filename);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const rawBody = new Uint8Array(await request.arrayBuffer());
  // A Request made here has no Content-Length of its own; curl and browsers send one.
  return { rawBody, headers: { 'content-type': request.headers.get('content-type')!, 'content-length': String(rawBody.byteLength) } };
}

/** A plain JPEG photo `width` × `height` px. */
export const testPhoto = (width = 640, height = 480, background = '#c8a165') =>
  sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
