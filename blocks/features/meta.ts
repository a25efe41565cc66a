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
  defaultConfigs: {
    nl: {
      title: 'Waarom onze klanten terugkomen',
      align: 'center',
      columns: 3,
      items: [
        { title: 'Elke ochtend vers gebakken', text: 'Alles in de rekken is vandaag gemaakt, in ons eigen atelier.' },
        { title: 'Afhalen of leveren', text: 'Haal af in de winkel vanaf 7 uur, of laat leveren in Gent.' },
        { title: 'Lokale producenten', text: 'Bloem, boter en fruit van boerderijen op minder dan 100 km.' },
      ],
    },
    en: {
      title: 'Why our customers keep coming back',
      align: 'center',
      columns: 3,
      items: [
        { title: 'Baked every morning', text: 'Everything on the shelves was made today, in our own workshop.' },
        { title: 'Collection or delivery', text: 'Collect in store from 7 am, or have it delivered in Brussels.' },
        { title: 'Local producers', text: 'Flour, butter and fruit from farms less than 100 km away.' },
      ],
    },
  },
};
