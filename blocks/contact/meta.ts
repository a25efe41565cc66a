import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { contactSchema } from './schema';

export const contactMeta: BlockMeta<z.input<typeof contactSchema>> = {
  label: 'Contact details',
  description: 'Address, phone and email of your locations, with a link for directions.',
  category: 'Contact',
  defaultConfig: {
    title: 'Visit or call us',
    text: 'Questions about an order or a special request? We are happy to help.',
    showPhone: true,
    showEmail: true,
    showOpeningHours: false,
    mapLink: 'openstreetmap',
  },
};
