import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { headingSchema } from './schema';

export const headingMeta: BlockMeta<z.input<typeof headingSchema>> = {
  label: 'Heading',
  description: 'A section title with an optional label above and a line of text below.',
  category: 'Content',
  defaultConfig: { text: 'Fait avec soin en Belgique', level: 'h2', subtitle: '', align: 'center' },
  defaultConfigs: {
    nl: { text: 'Met zorg gemaakt in België', level: 'h2', subtitle: '', align: 'center' },
    en: { text: 'Made with care in Belgium', level: 'h2', subtitle: '', align: 'center' },
  },
};
