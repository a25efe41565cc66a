import { Section, SectionHeader } from '../kit/section';
import { card, gridColumns } from '../kit/styles';
import { labelsFor } from '../labels';
import type { BlockProps } from '../types';
import type { testimonialsSchema } from './schema';

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${n <= rating ? 'fill-(--vt-color-accent)' : 'fill-(--vt-color-border)'}`}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

export function TestimonialsBlock({ config, ctx, id }: BlockProps<typeof testimonialsSchema>) {
  const labels = labelsFor(ctx.locale);
  const columns = Math.min(3, Math.max(2, config.items.length));
  return (
    <Section tone="surface" labelledBy={config.title ? `${id}-title` : undefined} label={config.title ? undefined : 'Testimonials'}>
      <SectionHeader id={`${id}-title`} title={config.title} subtitle={config.subtitle} align={config.align} />
      <ul role="list" className={`grid gap-6 ${config.items.length === 1 ? 'mx-auto max-w-2xl' : gridColumns(columns)}`}>
        {config.items.map((item, i) => (
          <li key={i} className={`${card} flex flex-col p-6 sm:p-8`}>
            <figure className="flex h-full flex-col">
              {item.rating ? <Stars rating={item.rating} label={labels.rating(item.rating)} /> : null}
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-(--vt-color-border) pt-4">
                <span className="block font-semibold">{item.author}</span>
                {item.role ? <span className="block text-sm text-(--vt-color-muted)">{item.role}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
