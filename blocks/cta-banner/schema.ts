import { z } from 'zod';
import { line, linkHref } from '../fields';

export const ctaBannerSchema = z.strictObject({
  title: line(1, 120).describe('Short, action-oriented title'),
  text: line(0, 300).default('').describe('One sentence under the title'),
  ctaText: line(1, 40).describe('Label of the button'),
  ctaLink: linkHref().describe('Where the button goes: http(s) URL, /path, #anchor, mailto: or tel:'),
  tone: z.enum(['primary', 'surface']).default('primary').describe('primary: brand-coloured band; surface: subtle band'),
});
export type CtaBannerConfig = z.output<typeof ctaBannerSchema>;
