import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { gallerySchema } from './schema';

export const galleryMeta: BlockMeta<z.input<typeof gallerySchema>> = {
  label: 'Gallery',
  description: 'A grid of photos: the shop, the team, your work.',
  category: 'Media',
  defaultConfig: {
    title: 'Dans notre boutique',
    columns: 3,
    images: [
      { url: 'https://images.example.com/gallery-1.jpg', alt: 'Le comptoir et ses pains frais' },
      { url: 'https://images.example.com/gallery-2.jpg', alt: 'Des pâtisseries sur un plateau' },
      { url: 'https://images.example.com/gallery-3.jpg', alt: 'La vitrine le soir' },
    ],
  },
  defaultConfigs: {
    nl: {
      title: 'In onze winkel',
      columns: 3,
      images: [
        { url: 'https://images.example.com/gallery-1.jpg', alt: 'De toonbank met vers brood' },
        { url: 'https://images.example.com/gallery-2.jpg', alt: 'Gebak op een schaal' },
        { url: 'https://images.example.com/gallery-3.jpg', alt: 'De etalage ’s avonds' },
      ],
    },
    en: {
      title: 'Inside our shop',
      columns: 3,
      images: [
        { url: 'https://images.example.com/gallery-1.jpg', alt: 'The counter with fresh bread' },
        { url: 'https://images.example.com/gallery-2.jpg', alt: 'Pastries on a tray' },
        { url: 'https://images.example.com/gallery-3.jpg', alt: 'The shop window in the evening' },
      ],
    },
  },
};
