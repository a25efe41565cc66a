import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { featuresSchema } from './schema';

export const featuresMeta: BlockMeta<z.input<typeof featuresSchema>> = {
  label: 'Selling points',
  description: 'A few short reasons to choose you: delivery, quality, service.',
  category: 'Content',
  defaultConfig: {
    title: 'Why our customers come back',
    align: 'center',
    columns: 3,
    items: [
      { title: 'Baked every morning', text: 'Everything on the shelf was made today, in our own workshop.' },
      { title: 'Pick up or delivery', text: 'Collect in store from 7 am, or get it delivered in Brussels.' },
      { title: 'Local suppliers', text: 'Flour, butter and fruit from farms less than 100 km away.' },
    ],
  },
};
