import { z } from 'zod';
import { alignField, columnsField, line } from '../fields';

export const featureItemSchema = z.strictObject({
  title: line(1, 80).describe('Short title, e.g. "Free delivery from €40"'),
  text: line(0, 300).default('').describe('One or two sentences'),
});

export const featuresSchema = z.strictObject({
  title: line(0, 120).default('').describe('Section title; empty hides it'),
  subtitle: line(0, 300).default('').describe('Short text under the title'),
  align: alignField(),
  items: z.array(featureItemSchema).min(1).max(12).describe('The selling points (1–12)'),
  columns: columnsField(3),
});
export type FeaturesConfig = z.output<typeof featuresSchema>;
