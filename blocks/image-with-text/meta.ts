import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { imageWithTextSchema } from './schema';

export const imageWithTextMeta: BlockMeta<z.input<typeof imageWithTextSchema>> = {
  label: 'Image with text',
  description: 'An image beside a title, a few paragraphs and an optional button.',
  category: 'Content',
  defaultConfig: {
    image: 'https://images.example.com/workshop.jpg',
    imageAlt: 'Our baker shaping loaves in the workshop',
    eyebrow: 'Our workshop',
    title: 'Baked by hand, a few streets away',
    text: 'Every loaf is shaped by hand and baked in our own oven, right behind the shop.\n\nWe use flour from a mill in Hainaut and never add preservatives.',
    ctaText: 'Visit us',
    ctaLink: '/contact',
    imagePosition: 'left',
  },
};
