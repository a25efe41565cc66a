import { z } from 'zod';
import { sanitizeRichText } from './sanitize';

export const richTextSchema = z.strictObject({
  html: z
    .string()
    .max(50_000)
    .transform(sanitizeRichText)
    // The inspector's toolbar offers these heading levels (the sanitiser keeps h2–h4).
    .meta({ 'x-widget': 'richtext', 'x-headings': ['h2', 'h3', 'h4'] })
    .describe(
      'Formatted text as HTML. Kept: p, h2–h4, strong, em, a (http, https, mailto), ul, ol, li, blockquote, br; everything else is removed',
    ),
  width: z.enum(['narrow', 'wide']).default('narrow').describe('narrow: comfortable reading width; wide: full container'),
  align: z.enum(['left', 'center']).default('left').describe('Text alignment'),
});
export type RichTextConfig = z.output<typeof richTextSchema>;
