import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { testimonialsSchema } from './schema';

export const testimonialsMeta: BlockMeta<z.input<typeof testimonialsSchema>> = {
  label: 'Testimonials',
  description: 'Quotes from happy customers, with an optional star rating.',
  category: 'Social proof',
  defaultConfig: {
    title: 'Ce que disent nos clients',
    align: 'center',
    items: [
      { quote: 'Le meilleur pain au levain du quartier, et toujours un mot gentil au comptoir.', author: 'Sophie D.', role: 'Ixelles', rating: 5 },
      { quote: 'Je commande en ligne le vendredi et je passe le samedi matin. Simple, et toujours frais.', author: 'Thomas V.', role: 'Client depuis 2019', rating: 5 },
      { quote: 'Leurs gâteaux d’anniversaire sont superbes et pas trop sucrés. Nos enfants les adorent.', author: 'Amina B.', rating: 4 },
    ],
  },
};
