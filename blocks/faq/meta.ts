import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { faqSchema } from './schema';

export const faqMeta: BlockMeta<z.input<typeof faqSchema>> = {
  label: 'FAQ',
  description: 'Frequently asked questions that expand on click, without JavaScript.',
  category: 'Content',
  defaultConfig: {
    title: 'Frequently asked questions',
    items: [
      { question: 'Can I pick up my order in the shop?', answer: 'Yes. Choose "Pick-up" at checkout and collect your order from the next opening day.' },
      { question: 'Do you deliver?', answer: 'We deliver in Brussels from Tuesday to Saturday. Delivery is free from €40.' },
      { question: 'Do you have gluten-free products?', answer: 'We bake a gluten-free loaf on Fridays. Ask us about allergens: we are happy to help.' },
    ],
    openFirst: false,
  },
};
