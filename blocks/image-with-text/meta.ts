import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { imageWithTextSchema } from './schema';

export const imageWithTextMeta: BlockMeta<z.input<typeof imageWithTextSchema>> = {
  label: 'Image with text',
  description: 'An image beside a title, a few paragraphs and an optional button.',
  category: 'Content',
  defaultConfig: {
    image: 'https://images.example.com/workshop.jpg',
    imageAlt: 'Notre boulanger façonne les pains à l’atelier',
    eyebrow: 'Notre atelier',
    title: 'Façonné à la main, à deux pas de chez vous',
    text: 'Chaque pain est façonné à la main et cuit dans notre four, juste derrière la boutique.\n\nNotre farine vient d’un moulin du Hainaut, et nous n’ajoutons jamais de conservateurs.',
    ctaText: 'Nous rendre visite',
    ctaLink: '/contact',
    imagePosition: 'left',
  },
};
