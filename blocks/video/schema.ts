import { z } from 'zod';
import { httpUrl, line } from '../fields';
import { parseVideoUrl } from './embed';

export const videoSchema = z.strictObject({
  url: httpUrl()
    .refine((url) => parseVideoUrl(url) !== null, 'must be a YouTube or Vimeo video URL')
    .describe('YouTube or Vimeo video URL; it is played through the privacy-enhanced player'),
  title: line(1, 200).describe('What the video is about (read by screen readers)'),
  caption: line(0, 300).default('').describe('Caption under the video'),
  aspectRatio: z.enum(['16:9', '4:3', '1:1', '9:16']).default('16:9').describe('Shape of the player'),
  size: z.enum(['narrow', 'contained']).default('contained').describe('narrow: text width; contained: page width'),
});
export type VideoConfig = z.output<typeof videoSchema>;
