import { z } from 'zod';
import { httpUrl, line, linkHref } from '../fields';

export const imageSchema = z.strictObject({
  url: httpUrl().meta({ 'x-widget': 'image' }).describe('Image URL (http or https)'),
  alt: line(1, 300).describe('Alternative text: what the image shows, for screen readers and search engines'),
  caption: line(0, 300).default('').describe('Caption under the image'),
  width: z.int().min(1).max(10_000).optional().describe('Intrinsic width in pixels, reserves space while loading'),
  height: z.int().min(1).max(10_000).optional().describe('Intrinsic height in pixels, reserves space while loading'),
  size: z.enum(['narrow', 'contained', 'full']).default('contained').describe('narrow: text width; contained: page width; full: edge to edge'),
  link: linkHref().optional().describe('Optional link when the image is clicked'),
});
export type ImageConfig = z.output<typeof imageSchema>;
