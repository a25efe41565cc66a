import { z } from 'zod';
import { httpUrl, line, linkHref } from '../fields';

export const shopHeroSchema = z
  .strictObject({
    title: line(1, 120).describe('Main title of the page (rendered as the h1)'),
    subtitle: line(0, 300).default('').describe('One or two sentences under the title'),
    ctaText: line(1, 40).describe('Label of the main button'),
    ctaLink: linkHref().describe('Where the main button goes: http(s) URL, /path, #anchor, mailto: or tel:'),
    secondaryCtaText: line(0, 40).default('').describe('Label of an optional second button; empty hides it'),
    secondaryCtaLink: linkHref().optional().describe('Where the second button goes'),
    image: httpUrl().meta({ 'x-widget': 'image' }).optional().describe('Hero image URL (http or https)'),
    imageAlt: line(0, 200).default('').describe("Alternative text of the image; when empty, the media library's alt text (an image linked from elsewhere is then decorative)"),
    layout: z
      .enum(['split', 'overlay', 'centered'])
      .default('split')
      .describe('split: text beside the image; overlay: text over the image; centered: text only, centred'),
  })
  .refine((c) => !c.secondaryCtaText || c.secondaryCtaLink, {
    path: ['secondaryCtaLink'],
    message: 'required when secondaryCtaText is set',
  });
export type ShopHeroConfig = z.output<typeof shopHeroSchema>;
