import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { productGridSchema } from './schema';

export const productGridMeta: BlockMeta<z.input<typeof productGridSchema>> = {
  label: 'Product grid',
  description: 'A grid of products from the catalogue: all, one category or a hand-picked list.',
  category: 'Shop',
  defaultConfig: {
    title: 'Nos produits',
    columns: 4,
    showPrices: true,
    showAddToCart: true,
    source: 'all',
    limit: 8,
  },
  defaultConfigs: {
    nl: {
      title: 'Onze producten',
      columns: 4,
      showPrices: true,
      showAddToCart: true,
      source: 'all',
      limit: 8,
    },
    en: {
      title: 'Our products',
      columns: 4,
      showPrices: true,
      showAddToCart: true,
      source: 'all',
      limit: 8,
    },
  },
};
