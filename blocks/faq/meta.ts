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
  defaultConfigs: {
    nl: {
      title: 'Veelgestelde vragen',
      items: [
        { question: 'Kan ik mijn bestelling in de winkel afhalen?', answer: 'Ja. Kies ‘Afhalen in de winkel’ bij het bestellen en haal uw bestelling op vanaf de volgende openingsdag.' },
        { question: 'Leveren jullie ook?', answer: 'We leveren in Gent en omstreken van dinsdag tot zaterdag. Levering is gratis vanaf € 40.' },
        { question: 'Hebben jullie glutenvrije producten?', answer: 'Op vrijdag bakken we een glutenvrij brood. Vraag ons gerust naar de allergenen: we helpen u graag verder.' },
      ],
      openFirst: false,
    },
    en: {
      title: 'Frequently asked questions',
      items: [
        { question: 'Can I collect my order in the shop?', answer: 'Yes. Choose “Collect in store” when you order and pick it up from the next opening day.' },
        { question: 'Do you deliver?', answer: 'We deliver in Brussels from Tuesday to Saturday. Delivery is free from €40.' },
        { question: 'Do you have gluten-free products?', answer: 'We bake a gluten-free loaf on Fridays. Ask us about allergens: we will gladly help.' },
      ],
      openFirst: false,
    },
  },
};
