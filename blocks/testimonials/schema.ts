import { z } from 'zod';
import { alignField, line } from '../fields';

export const testimonialSchema = z.strictObject({
  quote: line(1, 600).describe('What the customer said'),
  author: line(1, 100).describe('Who said it, e.g. "Sophie D."'),
  role: line(0, 100).default('').describe('Optional detail, e.g. "Customer since 2019" or "Ixelles"'),
  rating: z.int().min(1).max(5).optional().describe('Optional star rating, 1–5'),
});

export const testimonialsSchema = z.strictObject({
  title: line(0, 120).default('').describe('Section title; empty hides it'),
  subtitle: line(0, 300).default('').describe('Short text under the title'),
  align: alignField(),
  items: z.array(testimonialSchema).min(1).max(12).describe('The testimonials (1–12)'),
});
export type TestimonialsConfig = z.output<typeof testimonialsSchema>;
