import { z } from 'zod';
import { alignField, columnsField, httpUrl, line } from '../fields';

export const galleryImageSchema = z.strictObject({
  url: httpUrl().meta({ 'x-widget': 'image' }).describe('Image URL (http or https)'),
  alt: line(1, 300).describe('Alternative text: what the image shows'),
  caption: line(0, 200).default('').describe('Short caption under the image'),
});

export const gallerySchema = z.strictObject({
  title: line(0, 120).default('').describe('Section title; empty hides it'),
  subtitle: line(0, 300).default('').describe('Short text under the title'),
  align: alignField(),
  images: z.array(galleryImageSchema).min(1).max(24).describe('The images, in display order (1–24)'),
  columns: columnsField(3),
  aspect: z.enum(['square', 'landscape', 'portrait']).default('square').describe('Crop of every tile'),
});
export type GalleryConfig = z.output<typeof gallerySchema>;
