import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { shopHeroSchema } from './schema';

export const shopHeroMeta: BlockMeta<z.input<typeof shopHeroSchema>> = {
  label: 'Hero',
  description: 'Large title, short pitch and a call-to-action button, with an optional image.',
  category: 'Hero',
  defaultConfig: {
    title: 'Fresh from our workshop, every day',
    subtitle: 'Order online and pick up in store, or have it delivered in Brussels.',
    ctaText: 'Shop now',
    ctaLink: '/products',
    layout: 'split',
  },
};
