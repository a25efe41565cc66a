import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { richTextSchema } from './schema';

export const richTextMeta: BlockMeta<z.input<typeof richTextSchema>> = {
  label: 'Text',
  description: 'Formatted text: paragraphs, subheadings, lists, quotes and links.',
  category: 'Content',
  defaultConfig: {
    html: '<h2>Notre histoire</h2><p>Nous avons ouvert notre boutique en 2012 avec une idée : <strong>de bons produits, faits près de chez vous</strong>. Aujourd’hui, nous travaillons toujours avec les mêmes producteurs locaux.</p><ul><li>Des ingrédients locaux</li><li>Préparé frais chaque matin</li><li>Retrait ou livraison</li></ul>',
    width: 'narrow',
    align: 'left',
  },
};
