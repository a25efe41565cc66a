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
  defaultConfigs: {
    nl: {
      html: '<h2>Ons verhaal</h2><p>We openden onze winkel in 2012 met één idee: <strong>goede producten, dicht bij huis gemaakt</strong>. Vandaag werken we nog altijd met dezelfde lokale producenten.</p><ul><li>Lokale ingrediënten</li><li>Elke ochtend vers bereid</li><li>Afhalen of leveren</li></ul>',
      width: 'narrow',
      align: 'left',
    },
    en: {
      html: '<h2>Our story</h2><p>We opened our shop in 2012 with one idea: <strong>good food, made close to home</strong>. Today we still work with the same local producers.</p><ul><li>Local ingredients</li><li>Freshly made every morning</li><li>Collection or delivery</li></ul>',
      width: 'narrow',
      align: 'left',
    },
  },
};
