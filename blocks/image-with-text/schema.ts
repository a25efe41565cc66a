import { z } from 'zod';
import { httpUrl, line, linkHref, paragraphText } from '../fields';

export const imageWithTextSchema = z
  .strictObject({
    image: httpUrl().meta({ 'x-widget': 'image' }).describe('Image URL (http or https)'),
    imageAlt: line(1, 300).describe('Alternative text of the image'),
    eyebrow: line(0, 60).default('').describe('Small label above the title'),
    title: line(1, 120).describe('Title next to the image'),
    text: paragraphText(3000).default('').describe('Plain text; a blank line starts a new paragraph'),
    ctaText: line(0, 40).default('').describe('Label of an optional button; empty hides it'),
    ctaLink: linkHref().optional().describe('Where the button goes'),
    imagePosition: z.enum(['left', 'right']).default('left').describe('Side of the image on wide screens'),
    tone: z.enum(['default', 'surface']).default('default').describe('Background: page colour or the surface colour'),
  })
  .refine((c) => !c.ctaText || c.ctaLink, { path: ['ctaLink'], message: 'required when ctaText is set' });
export type ImageWithTextConfig = z.output<typeof imageWithTextSchema>;
