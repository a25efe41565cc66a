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
  defaultConfigs: {
    nl: {
      title: 'Bestel voor 18 uur, haal morgen af',
      text: 'Uw bestelling ligt vanaf 7 uur voor u klaar aan de toonbank.',
      ctaText: 'Bestellen',
      ctaLink: '/products',
      tone: 'primary',
    },
    en: {
      title: 'Order before 6 pm, collect tomorrow',
      text: 'Your order is waiting for you at the counter from 7 am.',
      ctaText: 'Order now',
      ctaLink: '/products',
      tone: 'primary',
    },
  },
};
