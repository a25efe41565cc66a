import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { testimonialsSchema } from './schema';

export const testimonialsMeta: BlockMeta<z.input<typeof testimonialsSchema>> = {
  label: 'Testimonials',
  description: 'Quotes from happy customers, with an optional star rating.',
  category: 'Social proof',
  defaultConfig: {
    title: 'What our customers say',
    align: 'center',
    items: [
      { quote: 'The best sourdough in town, and always a friendly word at the counter.', author: 'Sophie D.', role: 'Ixelles', rating: 5 },
      { quote: 'I order online on Friday and pick up on Saturday morning. Simple and always fresh.', author: 'Thomas V.', role: 'Customer since 2019', rating: 5 },
      { quote: 'Their birthday cakes are beautiful and not too sweet. Our kids love them.', author: 'Amina B.', rating: 4 },
    ],
  },
};
