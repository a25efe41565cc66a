import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { featuredProductSchema } from './schema';

export const featuredProductMeta: BlockMeta<z.input<typeof featuredProductSchema>> = {
  label: 'Featured product',
  description: 'One product in the spotlight: large image, description, price and buy button.',
  category: 'Shop',
  defaultConfig: {
    productId: 'replace-with-a-product-id',
    eyebrow: 'Produit du mois',
    showPrice: true,
    showAddToCart: true,
    imagePosition: 'left',
  },
};
