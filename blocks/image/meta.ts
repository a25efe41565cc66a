import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { imageSchema } from './schema';

export const imageMeta: BlockMeta<z.input<typeof imageSchema>> = {
  label: 'Image',
  description: 'A single image with alternative text and an optional caption.',
  category: 'Media',
  defaultConfig: {
    url: 'https://images.example.com/shop-front.jpg',
    alt: 'Notre devanture par un matin ensoleillé',
    caption: '',
    size: 'contained',
  },
  defaultConfigs: {
    nl: {
      url: 'https://images.example.com/shop-front.jpg',
      alt: 'Onze gevel op een zonnige ochtend',
      caption: '',
      size: 'contained',
    },
    en: {
      url: 'https://images.example.com/shop-front.jpg',
      alt: 'Our shop front on a sunny morning',
      caption: '',
      size: 'contained',
    },
  },
};
