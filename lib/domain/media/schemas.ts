// Shapes of the media library, shared by the public API, the dashboard and the OpenAPI document.
import { z } from 'zod';

export const MAX_ALT_LENGTH = 300;
export const MAX_FILENAME_LENGTH = 255;

const alt = z
  .string()
  .trim()
  .max(MAX_ALT_LENGTH)
  .describe(`Alternative text read aloud to blind visitors (at most ${MAX_ALT_LENGTH} characters); "" = not written yet`);

const filename = z
  .string()
  .trim()
  .min(1)
  .max(MAX_FILENAME_LENGTH)
  .regex(/^[^/\\\p{Cc}]+$/u, 'no slashes or control characters')
  .describe('The name shown in the library (never used to decide the type)');

export const mediaSchema = z
  .object({
    id: z.string().describe('Media id (`med_…`)'),
    url: z
      .string()
      .describe("The image's absolute URL on the business's storefront host; use it in product images, logos and block settings"),
    filename: z.string(),
    mimeType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']).describe('The stored type, read from the content'),
    width: z.int().describe('Pixels, after turning the image upright and bringing its long edge to 4096 px at most'),
    height: z.int(),
    byteSize: z.int().describe('Bytes of the stored image (metadata stripped, re-encoded)'),
    alt: z.string().describe('Alternative text; "" = not written yet'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Media' });
export type Media = z.infer<typeof mediaSchema>;

export const updateMediaBody = z
  .strictObject({ alt: alt.optional(), filename: filename.optional() })
  .meta({ id: 'UpdateMediaBody', description: 'The fields to change; the others keep their value' });
export type UpdateMediaBody = z.infer<typeof updateMediaBody>;

/** The text fields of an upload besides its file. */
export const uploadMediaFields = { alt: alt.optional() };

export const listMediaFilters = {
  q: z.string().trim().min(1).max(200).optional().describe('Only images whose file name contains this text (case-insensitive)'),
};
