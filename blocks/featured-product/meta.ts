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
  defaultConfigs: {
    nl: {
      productId: 'replace-with-a-product-id',
      eyebrow: 'Product van de maand',
      showPrice: true,
      showAddToCart: true,
      imagePosition: 'left',
    },
    en: {
      productId: 'replace-with-a-product-id',
      eyebrow: 'Product of the month',
      showPrice: true,
      showAddToCart: true,
      imagePosition: 'left',
    },
  },
};
