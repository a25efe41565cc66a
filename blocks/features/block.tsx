import { Section, SectionHeader } from '../kit/section';
import { gridColumns, headingFont } from '../kit/styles';
import type { BlockProps } from '../types';
import type { featuresSchema } from './schema';

export function FeaturesBlock({ config, id }: BlockProps<typeof featuresSchema>) {
  return (
    <Section labelledBy={config.title ? `${id}-title` : undefined} label={config.title ? undefined : 'Highlights'}>
      <SectionHeader id={`${id}-title`} title={config.title} subtitle={config.subtitle} align={config.align} />
      <ul role="list" className={`grid gap-x-8 gap-y-10 ${gridColumns(config.columns).replace('grid-cols-2 md:', 'grid-cols-1 sm:grid-cols-2 md:')}`}>
        {config.items.map((item, i) => (
          <li key={i} className={config.align === 'center' ? 'text-center' : ''}>
            <span
              aria-hidden="true"
              className={`inline-flex h-11 w-11 items-center justify-center rounded-full bg-(--vt-color-primary) text-(--vt-color-on-primary)`}
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5 fill-none stroke-current stroke-2">
                <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <h3 className={`${headingFont} mt-4 text-lg font-semibold`}>{item.title}</h3>
            {item.text ? <p className="mt-2 text-(--vt-color-muted)">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
