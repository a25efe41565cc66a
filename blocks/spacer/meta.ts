import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { spacerSchema } from './schema';

export const spacerMeta: BlockMeta<z.input<typeof spacerSchema>> = {
  label: 'Spacer',
  description: 'Empty space between two blocks, with an optional divider line.',
  category: 'Layout',
  defaultConfig: { size: 'md', divider: false },
  defaultConfigs: {
    nl: { size: 'md', divider: false },
    en: { size: 'md', divider: false },
  },
};
