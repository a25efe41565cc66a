import { z } from 'zod';
import { alignField, columnsField, line, recordId } from '../fields';

export const categoryListSchema = z.strictObject({
  title: line(0, 120).default('').describe('Section title; empty hides it'),
  subtitle: line(0, 300).default('').describe('Short text under the title'),
  align: alignField(),
  categoryIds: z
    .array(recordId().meta({ 'x-widget': 'category' }))
    .max(24)
    .default([])
    .describe('Category ids in display order; empty shows every category that has products for sale'),
  columns: columnsField(3),
  showProductCount: z.boolean().default(true).describe('Show how many products each category holds'),
});
export type CategoryListConfig = z.output<typeof categoryListSchema>;
