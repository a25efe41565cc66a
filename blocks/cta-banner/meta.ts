import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { ctaBannerSchema } from './schema';

export const ctaBannerMeta: BlockMeta<z.input<typeof ctaBannerSchema>> = {
  label: 'Call to action',
  description: 'A coloured band with a short message and one button.',
  category: 'Layout',
  defaultConfig: {
    title: 'Order before 6 pm, pick up tomorrow',
    text: 'Your order is ready from 7 am at the counter.',
    ctaText: 'Order now',
    ctaLink: '/products',
    tone: 'primary',
  },
};
