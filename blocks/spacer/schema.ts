import { z } from 'zod';

export const spacerSchema = z.strictObject({
  size: z.enum(['xs', 'sm', 'md', 'lg', 'xl']).default('md').describe("Height, relative to the theme's section spacing"),
  divider: z.boolean().default(false).describe('Draw a thin line in the middle'),
});
export type SpacerConfig = z.output<typeof spacerSchema>;
