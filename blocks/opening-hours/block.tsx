import { Section, SectionHeader } from '../kit/section';
import { HoursTable, pickLocations } from '../kit/opening-hours';
import { card, headingFont } from '../kit/styles';
import type { BlockProps } from '../types';
import type { openingHoursSchema } from './schema';

export function OpeningHoursBlock({ config, ctx, id }: BlockProps<typeof openingHoursSchema>) {
  const locations = pickLocations(ctx, config.locationIds);
  if (locations.length === 0) return null;
  const several = locations.length > 1;
  return (
    <Section labelledBy={config.title ? `${id}-title` : undefined} label={config.title ? undefined : 'Opening hours'}>
      <SectionHeader id={`${id}-title`} title={config.title} subtitle={config.subtitle} align={config.align} />
      <div
        className={`grid gap-6 ${several ? `md:grid-cols-2 ${locations.length > 2 ? 'lg:grid-cols-3' : 'lg:max-w-4xl'}` : `max-w-md ${config.align === 'center' ? 'mx-auto' : ''}`}`}
      >
        {locations.map((location) => (
          <div key={location.id} className={`${card} p-6`}>
            {several ? <h3 className={`${headingFont} mb-3 text-xl font-semibold`}>{location.name}</h3> : null}
            <HoursTable location={location} ctx={ctx} showClosedDays={config.showClosedDays} />
          </div>
        ))}
      </div>
    </Section>
  );
}
