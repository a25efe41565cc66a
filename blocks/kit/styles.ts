// Class names shared by storefront primitives and blocks. Colours, radii and fonts come only from
// the theme's CSS custom properties (blocks/tokens.ts), never from Tailwind's palette.
export const headingFont = 'font-(family-name:--vt-font-heading)';
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--vt-color-primary)';
export const card = 'rounded-(--vt-radius) border border-(--vt-color-border) bg-(--vt-color-bg)';
export const mediaRadius = 'rounded-(--vt-radius)';
export const textLink = `font-medium text-(--vt-color-primary) underline decoration-1 underline-offset-4 hover:decoration-2 ${focusRing}`;

export function gridColumns(columns: number): string {
  if (columns <= 2) return 'grid-cols-1 sm:grid-cols-2';
  if (columns === 3) return 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3';
  return 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4';
}
