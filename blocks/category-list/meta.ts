import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { categoryListSchema } from './schema';

export const categoryListMeta: BlockMeta<z.input<typeof categoryListSchema>> = {
  label: 'Category list',
  description: 'Tiles linking to product categories, each illustrated with one of its products.',
  category: 'Shop',
  defaultConfig: { title: 'Nos catégories', columns: 3, showProductCount: true },
  defaultConfigs: {
    nl: { title: 'Onze categorieën', columns: 3, showProductCount: true },
    en: { title: 'Our categories', columns: 3, showProductCount: true },
  },
};
