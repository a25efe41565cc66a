import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { featuresSchema } from './schema';

export const featuresMeta: BlockMeta<z.input<typeof featuresSchema>> = {
  label: 'Selling points',
  description: 'A few short reasons to choose you: delivery, quality, service.',
  category: 'Content',
  defaultConfig: {
    title: 'Pourquoi nos clients reviennent',
    align: 'center',
    columns: 3,
    items: [
      { title: 'Cuit chaque matin', text: 'Tout ce qui est en rayon a été préparé aujourd’hui, dans notre atelier.' },
      { title: 'Retrait ou livraison', text: 'Retirez en magasin dès 7 h, ou faites-vous livrer à Bruxelles.' },
      { title: 'Producteurs locaux', text: 'Farine, beurre et fruits de fermes situées à moins de 100 km.' },
    ],
  },
};
