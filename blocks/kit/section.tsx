// The blocks' UI kit: a block's section (spacing, width, tone), its header, and text split into
// paragraphs.
import type { ReactNode } from 'react';
import { headingFont } from './styles';

const tones = {
  default: 'bg-(--vt-color-bg) text-(--vt-color-text)',
  surface: 'bg-(--vt-color-surface) text-(--vt-color-text)',
  primary: 'bg-(--vt-color-primary) text-(--vt-color-on-primary) [&_:focus-visible]:outline-(--vt-color-on-primary)',
} as const;

const widths = { narrow: 'max-w-3xl', default: 'max-w-6xl', wide: 'max-w-7xl' } as const;

/** A full-width band with the theme's vertical rhythm and a centred container. */
export function Section({
  children,
  tone = 'default',
  width = 'default',
  labelledBy,
  label,
  className = '',
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  width?: keyof typeof widths;
  labelledBy?: string;
  label?: string;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={`${tones[tone]} py-[calc(var(--vt-space)*0.75)] sm:py-(--vt-space) ${className}`}
    >
      <div className={`mx-auto ${widths[width]} px-5 sm:px-8`}>{children}</div>
    </section>
  );
}

/** Title (h2) and optional intro of a section. */
export function SectionHeader({
  id,
  title,
  subtitle,
  align = 'left',
  eyebrow,
}: {
  id?: string;
  title: string;
  subtitle?: string | null;
  align?: 'left' | 'center';
  eyebrow?: string | null;
}) {
  if (!title && !subtitle) return null;
  const centred = align === 'center';
  return (
    <header className={`mb-8 sm:mb-10 ${centred ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}`}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-(--vt-color-primary) uppercase">{eyebrow}</p>
      ) : null}
      {title ? (
        <h2 id={id} className={`${headingFont} text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl`}>
          {title}
        </h2>
      ) : null}
      {subtitle ? <p className="mt-3 text-lg text-pretty text-(--vt-color-muted)">{subtitle}</p> : null}
    </header>
  );
}

/** Plain text with blank-line-separated paragraphs and single line breaks kept. */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className={`space-y-4 ${className}`}>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
