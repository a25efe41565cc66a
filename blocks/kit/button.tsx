// The blocks' UI kit: buttons (a class for any link or submit button, and a link styled as one) in the theme's
// colours; the storefront's views use them too.
import type { ReactNode } from 'react';
import { focusRing } from './styles';

const variants = {
  primary:
    'bg-(--vt-color-primary) text-(--vt-color-on-primary) hover:brightness-110 border border-transparent',
  secondary:
    'border border-(--vt-color-border) bg-(--vt-color-bg) text-(--vt-color-text) hover:border-(--vt-color-text)',
  /** On a primary-coloured band: inverted. */
  inverse: 'bg-(--vt-color-on-primary) text-(--vt-color-primary) hover:opacity-90 border border-transparent',
  /** Outline over a dark photo. */
  'light-outline': 'border border-white/80 text-white hover:bg-white/10',
  /** Outline on a primary-coloured band. */
  'inverse-outline':
    'border border-(--vt-color-on-primary) text-(--vt-color-on-primary) hover:bg-(--vt-color-on-primary)/10',
} as const;
export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md'): string {
  const sizing = size === 'lg' ? 'px-6 py-3 text-base' : 'px-4 py-2.5 text-sm';
  return `inline-flex items-center justify-center gap-2 rounded-(--vt-button-radius) font-semibold transition ${sizing} ${variants[variant]} ${focusRing} disabled:cursor-not-allowed disabled:opacity-50`;
}

/** A link that looks like a button. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
}) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} className={buttonClass(variant, size)} {...(external ? { rel: 'noopener' } : {})}>
      {children}
    </a>
  );
}
