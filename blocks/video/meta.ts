import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { videoSchema } from './schema';

export const videoMeta: BlockMeta<z.input<typeof videoSchema>> = {
  label: 'Video',
  description: 'A YouTube or Vimeo video, played without tracking cookies.',
  category: 'Media',
  defaultConfig: {
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    title: 'Un matin dans notre atelier',
    aspectRatio: '16:9',
    size: 'contained',
  },
  defaultConfigs: {
    nl: {
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      title: 'Een ochtend in ons atelier',
      aspectRatio: '16:9',
      size: 'contained',
    },
    en: {
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      title: 'A morning in our workshop',
      aspectRatio: '16:9',
      size: 'contained',
    },
  },
};
