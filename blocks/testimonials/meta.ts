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
  defaultConfigs: {
    nl: {
      title: 'Wat onze klanten zeggen',
      align: 'center',
      items: [
        { quote: 'Het beste desembrood van de buurt, en altijd een vriendelijk woord aan de toonbank.', author: 'Sofie D.', role: 'Sint-Amandsberg', rating: 5 },
        { quote: 'Ik bestel op vrijdag online en kom zaterdagochtend langs. Simpel, en altijd vers.', author: 'Thomas V.', role: 'Klant sinds 2019', rating: 5 },
        { quote: 'Hun verjaardagstaarten zijn prachtig en niet te zoet. Onze kinderen zijn er dol op.', author: 'Amina B.', rating: 4 },
      ],
    },
    en: {
      title: 'What our customers say',
      align: 'center',
      items: [
        { quote: 'The best sourdough in the neighbourhood, and always a kind word at the counter.', author: 'Sophie D.', role: 'Ixelles', rating: 5 },
        { quote: 'I order online on Friday and drop by on Saturday morning. Simple, and always fresh.', author: 'Thomas V.', role: 'Customer since 2019', rating: 5 },
        { quote: 'Their birthday cakes are beautiful and not too sweet. Our children love them.', author: 'Amina B.', rating: 4 },
      ],
    },
  },
};
