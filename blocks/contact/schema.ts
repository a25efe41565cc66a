import { z } from 'zod';
import { alignField, line, paragraphText, recordId } from '../fields';

export const contactSchema = z.strictObject({
  title: line(0, 120).default('Contact us').describe('Section title; empty hides it'),
  text: paragraphText(1000).default('').describe('Short text, e.g. how best to reach you'),
  align: alignField(),
  locationIds: z
    .array(recordId().meta({ 'x-widget': 'location' }))
    .max(20)
    .default([])
    .describe('Location ids to show (GET /public/locations); empty shows every location'),
  showPhone: z.boolean().default(true).describe("Show each location's phone (or the business phone)"),
  showEmail: z.boolean().default(true).describe("Show the business's email address"),
  showOpeningHours: z.boolean().default(false).describe('Show the opening hours under each address'),
  mapLink: z
    .enum(['none', 'openstreetmap', 'google'])
    .default('openstreetmap')
    .describe('Add a "Directions" link to this map service (a plain link: nothing is embedded)'),
});
export type ContactConfig = z.output<typeof contactSchema>;
