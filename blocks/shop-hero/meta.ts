import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { shopHeroSchema } from './schema';

export const shopHeroMeta: BlockMeta<z.input<typeof shopHeroSchema>> = {
  label: 'Hero',
  description: 'Large title, short pitch and a call-to-action button, with an optional image.',
  category: 'Hero',
  defaultConfig: {
    title: 'Tout frais de notre atelier, chaque jour',
    subtitle: 'Commandez en ligne et retirez en magasin, ou faites-vous livrer à Bruxelles.',
    ctaText: 'Voir la boutique',
    ctaLink: '/products',
    layout: 'split',
  },
  defaultConfigs: {
    nl: {
      title: 'Elke dag vers uit ons atelier',
      subtitle: 'Bestel online en haal af in de winkel, of laat leveren in Gent.',
      ctaText: 'Naar de winkel',
      ctaLink: '/products',
      layout: 'split',
    },
    en: {
      title: 'Fresh from our workshop, every day',
      subtitle: 'Order online and collect in store, or have it delivered in Brussels.',
      ctaText: 'Visit the shop',
      ctaLink: '/products',
      layout: 'split',
    },
  },
};
