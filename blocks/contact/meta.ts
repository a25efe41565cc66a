import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { contactSchema } from './schema';

export const contactMeta: BlockMeta<z.input<typeof contactSchema>> = {
  label: 'Contact details',
  description: 'Address, phone and email of your locations, with a link for directions.',
  category: 'Contact',
  defaultConfig: {
    title: 'Passez nous voir ou appelez-nous',
    text: 'Une question sur une commande ou une demande particulière ? Nous sommes là pour vous aider.',
    showPhone: true,
    showEmail: true,
    showOpeningHours: false,
    mapLink: 'openstreetmap',
  },
  defaultConfigs: {
    nl: {
      title: 'Kom langs of bel ons',
      text: 'Een vraag over een bestelling of een speciale wens? We helpen u graag verder.',
      showPhone: true,
      showEmail: true,
      showOpeningHours: false,
      mapLink: 'openstreetmap',
    },
    en: {
      title: 'Drop by or give us a call',
      text: 'A question about an order or a special request? We are happy to help.',
      showPhone: true,
      showEmail: true,
      showOpeningHours: false,
      mapLink: 'openstreetmap',
    },
  },
};
