import type { z } from 'zod';
import type { BlockMeta } from '../types';
import type { openingHoursSchema } from './schema';

export const openingHoursMeta: BlockMeta<z.input<typeof openingHoursSchema>> = {
  label: 'Opening hours',
  description: "The week's opening hours of your locations, kept in sync with your business settings.",
  category: 'Contact',
  defaultConfig: { title: 'Heures d’ouverture', locationIds: [], showClosedDays: true },
  defaultConfigs: {
    nl: { title: 'Openingsuren', locationIds: [], showClosedDays: true },
    en: { title: 'Opening hours', locationIds: [], showClosedDays: true },
  },
};
