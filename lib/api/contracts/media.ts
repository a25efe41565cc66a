// Contracts of the media library's routes: upload (multipart/form-data), list, read, update, delete.
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, type PreparedImage, inspectAndPrepare, uploadTooLarge } from '../../domain/media/process';
import { listMediaFilters, mediaSchema, updateMediaBody, uploadMediaFields } from '../../domain/media/schemas';
import { EXAMPLE } from '../examples';
import { type UploadSpec, uploadedFile } from '../multipart';
import { listOf, pagingQuery } from '../paging';
import { defineRoute } from '../route';

const idParam = z.strictObject({ id: z.string().min(1).max(64).describe('Media id (`med_…`)') });

/** An upload's fields: the image and, optionally, its alternative text (shared with the dashboard's route). */
export const uploadMediaBody = z
  .strictObject({
    file: uploadedFile<PreparedImage>('The image: JPEG, PNG, WebP, AVIF or GIF (animated kept), at most 15 MB and 40 megapixels; SVG is refused'),
    ...uploadMediaFields,
  })
  .meta({ id: 'UploadMediaBody' });

/**
 * The upload of an image: 413 with its size beyond 15 MiB; checked and cleaned as it is read, before the
 * transaction opens (a 12-megapixel photo takes a second or two, an AVIF several).
 */
export const mediaUpload: UploadSpec = {
  maxBytes: MAX_UPLOAD_BYTES,
  tooLarge: uploadTooLarge,
  prepare: (file) => inspectAndPrepare(file.bytes, file.filename),
};

export const uploadMediaRoute = defineRoute({
  method: 'POST',
  path: '/public/media',
  scope: ['site:write', 'products:write'],
  tag: 'Media',
  summary: 'Upload an image',
  description:
    'A `multipart/form-data` body with the image in `file` (e.g. `curl -F file=@photo.jpg -F alt="Our croissants"`). ' +
    'The type is read from the content, never the name: JPEG, PNG, WebP, AVIF and GIF are accepted, anything else ' +
    '(SVG included: it can carry scripts) answers 415. At most 15 MB (413) and 40 megapixels (413). The image is turned ' +
    'upright, stripped of its metadata (EXIF with the GPS position, XMP, IPTC), converted to sRGB, brought to 4096 px ' +
    'on its long edge at most and re-encoded. Use the answered `url` in product images, the site logo and block settings; ' +
    '`<url>/w<width>.<format>` serves a resized copy (widths 160–1920, formats webp, jpeg, png, gif, avif).',
  upload: mediaUpload,
  body: uploadMediaBody,
  // The file field's example stands for the file's bytes (the examples test sends a photo in its place).
  example: { body: { file: '(the bytes of croissants.jpg)', alt: 'Croissants au beurre sur une plaque' } as never },
  status: 201,
  response: mediaSchema,
});

export const listMediaRoute = defineRoute({
  method: 'GET',
  path: '/public/media',
  scope: ['site:read', 'products:read'],
  tag: 'Media',
  summary: 'List images',
  description: 'In upload order.',
  query: z.strictObject({ ...pagingQuery, ...listMediaFilters }),
  example: { query: { limit: 2 } },
  status: 200,
  response: listOf(mediaSchema, 'MediaList'),
});

export const getMediaRoute = defineRoute({
  method: 'GET',
  path: '/public/media/{id}',
  scope: ['site:read', 'products:read'],
  tag: 'Media',
  summary: 'Get an image',
  params: idParam,
  example: { params: { id: EXAMPLE.media } },
  status: 200,
  response: mediaSchema,
  errors: ['not_found'],
});

export const updateMediaRoute = defineRoute({
  method: 'PATCH',
  path: '/public/media/{id}',
  scope: ['site:write', 'products:write'],
  tag: 'Media',
  summary: 'Change an image’s alternative text or file name',
  params: idParam,
  body: updateMediaBody,
  example: { params: { id: EXAMPLE.media }, body: { alt: 'Six croissants dorés sur une plaque' } },
  status: 200,
  response: mediaSchema,
  errors: ['not_found'],
});

export const deleteMediaRoute = defineRoute({
  method: 'DELETE',
  path: '/public/media/{id}',
  scope: ['site:write', 'products:write'],
  tag: 'Media',
  summary: 'Delete an image',
  description:
    'Refused with 409 `conflict` while a product, a page (live or draft) or the site uses the image: `details` names ' +
    'each use (`products.<id>`, `pages.<id>`, `draftPages.<id>`, `site.logoUrl`, …). Its files go with it.',
  params: idParam,
  example: { params: { id: EXAMPLE.freshMedia } },
  status: 204,
  errors: ['not_found', 'conflict'],
});
