import { z } from 'zod';
import { line, recordId } from '../fields';

export const featuredProductSchema = z.strictObject({
  productId: recordId().meta({ 'x-widget': 'product' }).describe('Id of the product to feature (GET /public/products)'),
  eyebrow: line(0, 60).default('').describe('Small label above the name, e.g. "New" or "Product of the month"'),
  description: line(0, 1000)
    .default('')
    .describe("Text shown instead of the product's own description; empty uses the product description"),
  showPrice: z.boolean().default(true).describe('Show the price (only when the shop shows prices to guests)'),
  showAddToCart: z.boolean().default(true).describe('Show an add-to-cart button (only when the shop is live)'),
  ctaText: line(0, 40).default('').describe('Label of a link to the product page; empty uses a default label'),
  imagePosition: z.enum(['left', 'right']).default('left').describe('Side of the image on wide screens'),
});
export type FeaturedProductConfig = z.output<typeof featuredProductSchema>;
