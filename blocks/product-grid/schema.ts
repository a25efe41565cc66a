import { z } from 'zod';
import { alignField, columnsField, line, recordId } from '../fields';

export const productGridSchema = z
  .strictObject({
    title: line(0, 120).default('').describe('Section title; empty hides it'),
    subtitle: line(0, 300).default('').describe('Short text under the title'),
    align: alignField(),
    columns: columnsField(3),
    showPrices: z.boolean().default(true).describe('Show prices (only when the shop shows prices to guests)'),
    showAddToCart: z.boolean().default(false).describe('Show an add-to-cart button (only when the shop is live)'),
    source: z
      .enum(['all', 'category', 'products'])
      .default('all')
      .describe('Which products: all for sale, one category (categoryId), or a hand-picked list (productIds)'),
    categoryId: recordId().meta({ 'x-widget': 'category' }).optional().describe('Category id, required when source is category'),
    productIds: z
      .array(recordId().meta({ 'x-widget': 'product' }))
      .min(1)
      .max(48)
      .optional()
      .describe('Product ids in display order, required when source is products'),
    limit: z.int().min(1).max(48).default(8).describe('Maximum number of products shown'),
  })
  .superRefine((config, ctx) => {
    if (config.source === 'category' && !config.categoryId) {
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'required when source is category' });
    }
    if (config.source === 'products' && !config.productIds?.length) {
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'required when source is products' });
    }
  });
export type ProductGridConfig = z.output<typeof productGridSchema>;
