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
};
