import { z } from 'zod';
import { alignField, line } from '../fields';

export const headingSchema = z.strictObject({
  text: line(1, 200).describe('The heading'),
  level: z.enum(['h2', 'h3']).default('h2').describe('h2 starts a new part of the page; h3 a sub-part'),
  eyebrow: line(0, 60).default('').describe('Small label above the heading'),
  subtitle: line(0, 300).default('').describe('Short text under the heading'),
  align: alignField(),
});
export type HeadingConfig = z.output<typeof headingSchema>;
