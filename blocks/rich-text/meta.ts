import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { richTextSchema } from './schema';

export const richTextMeta: BlockMeta<z.input<typeof richTextSchema>> = {
  label: 'Text',
  description: 'Formatted text: paragraphs, subheadings, lists, quotes and links.',
  category: 'Content',
  defaultConfig: {
    html: '<h2>Our story</h2><p>We opened our shop in 2012 with one idea: <strong>good products, made nearby</strong>. Today we still work with the same local suppliers.</p><ul><li>Local ingredients</li><li>Made fresh every morning</li><li>Pick-up or delivery</li></ul>',
    width: 'narrow',
    align: 'left',
  },
};
