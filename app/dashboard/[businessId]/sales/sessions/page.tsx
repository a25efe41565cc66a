// Register sessions: newest first, by days opened and location; each links to its sales (/sales?session=…).
// A hand-edited address drops an unknown location and shows bad days next to their field.
import type { Metadata } from 'next';
import { SessionList, type SessionFilters, sessionsHref } from '@/components/dashboard/sales/session-list';
import { SalesNav } from '@/components/dashboard/sales/sales-format';
import { PageHeader } from '@/components/ui/card';
import { encodeCursor } from '@/lib/api/paging';
import { getDb } from '@/lib/db/client';
import { type AddressPageProps } from '@/lib/dashboard/address';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { listLocations } from '@/lib/domain/businesses/businesses';
import { sessionsWithNames } from '@/lib/domain/pos/sales-names';
import { dayFilters, readFrom } from '../day-filters';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('sales'))('sessionsTitle') };
}

const PAGE_SIZE = 25;

export default async function SessionsPage({ params, searchParams }: AddressPageProps) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'sales');
  const raw = await searchParams;
  const db = await getDb();
  const locations = await listLocations(db, business.id);
  const t = await appTranslator('sales');
  const { days, errors, cursor: after, first } = dayFilters(raw, { notADate: t('errors.notADate'), onOrAfter: t('errors.onOrAfter') });
  const filters: SessionFilters = { ...days };
  const location = first(raw.locationId);
  if (locations.some((entry) => entry.id === location)) filters.locationId = location;

  const read = (cursor?: string) => sessionsWithNames(db, business.id, filters, { limit: PAGE_SIZE, after: cursor });
  const page = errors.from || errors.to ? null : await readFrom(read, after);
  return (
    <>
      <PageHeader title={t('title')} description={t('sessionsDescription')} />
      <SalesNav businessId={business.id} current="sessions" />
      <SessionList
        businessId={business.id}
        filters={filters}
        errors={errors}
        locations={locations}
        sessions={page?.data ?? null}
        names={page?.names ?? { locations: {}, customers: {}, staff: {} }}
        nextHref={page?.nextId ? sessionsHref(business.id, { ...filters, cursor: encodeCursor(page.nextId) }) : null}
        firstHref={after ? sessionsHref(business.id, filters) : null}
      />
    </>
  );
}
