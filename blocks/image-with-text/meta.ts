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
  defaultConfigs: {
    nl: {
      image: 'https://images.example.com/workshop.jpg',
      imageAlt: 'Onze bakker vormt de broden in het atelier',
      eyebrow: 'Ons atelier',
      title: 'Met de hand gevormd, om de hoek',
      text: 'Elk brood wordt met de hand gevormd en gebakken in onze oven, vlak achter de winkel.\n\nOnze bloem komt van een molen in het Meetjesland, en we voegen nooit bewaarmiddelen toe.',
      ctaText: 'Kom langs',
      ctaLink: '/contact',
      imagePosition: 'left',
    },
    en: {
      image: 'https://images.example.com/workshop.jpg',
      imageAlt: 'Our baker shaping loaves in the workshop',
      eyebrow: 'Our workshop',
      title: 'Shaped by hand, just around the corner',
      text: 'Every loaf is shaped by hand and baked in our oven, right behind the shop.\n\nOur flour comes from a mill in Hainaut, and we never add preservatives.',
      ctaText: 'Visit us',
      ctaLink: '/contact',
      imagePosition: 'left',
    },
  },
};
