import { HoursTable, pickLocations } from '../kit/opening-hours';
import { Paragraphs, Section, SectionHeader } from '../kit/section';
import { card, headingFont, textLink } from '../kit/styles';
import { type Labels, labelsFor } from '../labels';
import type { Address, BlockProps } from '../types';
import type { contactSchema } from './schema';

function directionsUrl(service: 'openstreetmap' | 'google', address: Address): string {
  const query = encodeURIComponent([address.line1, address.line2, `${address.postalCode} ${address.city}`, address.country].filter(Boolean).join(', '));
  return service === 'google'
    ? `https://www.google.com/maps/search/?api=1&query=${query}`
    : `https://www.openstreetmap.org/search?query=${query}`;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function ContactRows({ phone, email, labels }: { phone?: string | null; email?: string | null; labels: Labels }) {
  if (!phone && !email) return null;
  return (
    <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
      {phone ? (
        <>
          <dt className="text-(--vt-color-muted)">{labels.phone}</dt>
          <dd>
            <a href={telHref(phone)} className={textLink}>
              {phone}
            </a>
          </dd>
        </>
      ) : null}
      {email ? (
        <>
          <dt className="text-(--vt-color-muted)">{labels.email}</dt>
          <dd className="[overflow-wrap:anywhere]">
            <a href={`mailto:${email}`} className={textLink}>
              {email}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function ContactBlock({ config, ctx, id }: BlockProps<typeof contactSchema>) {
  const labels = labelsFor(ctx.locale);
  const locations = pickLocations(ctx, config.locationIds);
  const email = config.showEmail ? ctx.business.email : null;
  const businessPhone = config.showPhone ? ctx.business.phone : null;
  if (locations.length === 0 && !email && !businessPhone) return null;
  return (
    <Section tone="surface" labelledBy={config.title ? `${id}-title` : undefined} label={config.title ? undefined : 'Contact'}>
      <SectionHeader id={`${id}-title`} title={config.title} align={config.align} />
      {config.text ? (
        <Paragraphs
          text={config.text}
          className={`-mt-4 mb-10 max-w-2xl text-lg text-(--vt-color-muted) ${config.align === 'center' ? 'mx-auto text-center' : ''}`}
        />
      ) : null}
      <div className={`grid gap-6 ${locations.length > 2 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2 lg:max-w-4xl'}`}>
        {locations.map((location) => {
          const phone = config.showPhone ? (location.phone ?? ctx.business.phone) : null;
          return (
            <div key={location.id} className={`${card} p-6 sm:p-8`}>
              <h3 className={`${headingFont} text-xl font-semibold`}>{location.name}</h3>
              {location.address ? (
                <address className="mt-3 leading-relaxed not-italic">
                  {location.address.line1}
                  <br />
                  {location.address.line2 ? (
                    <>
                      {location.address.line2}
                      <br />
                    </>
                  ) : null}
                  {location.address.postalCode} {location.address.city}
                </address>
              ) : null}
              <ContactRows phone={phone} email={email} labels={labels} />
              {location.address && config.mapLink !== 'none' ? (
                <p className="mt-4">
                  <a href={directionsUrl(config.mapLink, location.address)} rel="noopener noreferrer" className={textLink}>
                    {labels.directions} →
                  </a>
                </p>
              ) : null}
              {config.showOpeningHours ? (
                <div className="mt-6 border-t border-(--vt-color-border) pt-4">
                  <HoursTable location={location} ctx={ctx} showClosedDays />
                </div>
              ) : null}
            </div>
          );
        })}
        {locations.length === 0 ? (
          <div className={`${card} p-6 sm:p-8`}>
            <h3 className={`${headingFont} text-xl font-semibold`}>{ctx.business.name}</h3>
            <ContactRows phone={businessPhone} email={email} labels={labels} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
