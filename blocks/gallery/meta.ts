import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { gallerySchema } from './schema';

export const galleryMeta: BlockMeta<z.input<typeof gallerySchema>> = {
  label: 'Gallery',
  description: 'A grid of photos: the shop, the team, your work.',
  category: 'Media',
  defaultConfig: {
    title: 'Inside the shop',
    columns: 3,
    images: [
      { url: 'https://images.example.com/gallery-1.jpg', alt: 'The counter with fresh bread' },
      { url: 'https://images.example.com/gallery-2.jpg', alt: 'Pastries on a tray' },
      { url: 'https://images.example.com/gallery-3.jpg', alt: 'The shop window at night' },
    ],
  },
};
