import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { faqSchema } from './schema';

export const faqMeta: BlockMeta<z.input<typeof faqSchema>> = {
  label: 'FAQ',
  description: 'Frequently asked questions that expand on click, without JavaScript.',
  category: 'Content',
  defaultConfig: {
    title: 'Questions fréquentes',
    items: [
      { question: 'Puis-je retirer ma commande en magasin ?', answer: 'Oui. Choisissez « Retrait en magasin » lors de la commande et passez la prendre dès le jour d’ouverture suivant.' },
      { question: 'Livrez-vous ?', answer: 'Nous livrons à Bruxelles du mardi au samedi. La livraison est offerte dès 40 €.' },
      { question: 'Avez-vous des produits sans gluten ?', answer: 'Nous cuisons un pain sans gluten le vendredi. Interrogez-nous sur les allergènes : nous vous renseignerons volontiers.' },
    ],
    openFirst: false,
  },
};
