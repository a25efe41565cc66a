import { z } from 'zod';
import { alignField, line, paragraphText } from '../fields';

export const faqItemSchema = z.strictObject({
  question: line(1, 200).describe('The question'),
  answer: paragraphText(2000).min(1).describe('The answer, plain text; a blank line starts a new paragraph'),
});

export const faqSchema = z.strictObject({
  title: line(0, 120).default('').describe('Section title; empty hides it'),
  subtitle: line(0, 300).default('').describe('Short text under the title'),
  align: alignField(),
  items: z.array(faqItemSchema).min(1).max(30).describe('Questions and answers (1–30)'),
  openFirst: z.boolean().default(false).describe('Show the first answer expanded'),
});
export type FaqConfig = z.output<typeof faqSchema>;
