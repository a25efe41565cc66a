import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { ctaBannerSchema } from './schema';

export const ctaBannerMeta: BlockMeta<z.input<typeof ctaBannerSchema>> = {
  label: 'Call to action',
  description: 'A coloured band with a short message and one button.',
  category: 'Layout',
  defaultConfig: {
    title: 'Commandez avant 18 h, retirez demain',
    text: 'Votre commande vous attend au comptoir dès 7 h.',
    ctaText: 'Commander',
    ctaLink: '/products',
    tone: 'primary',
  },
};
