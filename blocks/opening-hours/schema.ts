import { z } from 'zod';
import { alignField, line, recordId } from '../fields';

export const openingHoursSchema = z.strictObject({
  title: line(0, 120).default('Opening hours').describe('Section title; empty hides it'),
  subtitle: line(0, 300).default('').describe('Short text under the title, e.g. holiday closures'),
  align: alignField(),
  locationIds: z
    .array(recordId().meta({ 'x-widget': 'location' }))
    .max(20)
    .default([])
    .describe('Location ids to show (GET /public/locations); empty shows every location'),
  showClosedDays: z.boolean().default(true).describe('List closed days as "Closed" instead of leaving them out'),
});
export type OpeningHoursConfig = z.output<typeof openingHoursSchema>;
