// The Sales page: transactions (till and online), newest first, filtered by days, location, channel, and a
// register session or customer chosen elsewhere (/sales?session=…, /sales?customer=…). A hand-edited address
// drops what is not the business's and shows bad days next to their field, never an error page.
import type { Metadata } from 'next';
import { salesHref, type SalesFilters, TransactionList } from '@/components/dashboard/sales/transaction-list';
import { SalesNav } from '@/components/dashboard/sales/sales-format';
import { PageHeader } from '@/components/ui/card';
import { encodeCursor } from '@/lib/api/paging';
import { getDb } from '@/lib/db/client';
import { type AddressPageProps } from '@/lib/dashboard/address';
import { appFormat, appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { listLocations } from '@/lib/domain/businesses/businesses';
import { salesNames, transactionsWithNames } from '@/lib/domain/pos/sales-names';
import { getSessionOrThrow } from '@/lib/domain/pos/sessions';
import { DomainError } from '@/lib/domain/shared/errors';
import { dayFilters, idParam, readFrom } from '../day-filters';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('sales'))('title') };
}

const PAGE_SIZE = 25;

export default async function SalesPage({ params, searchParams }: AddressPageProps) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'sales');
  const raw = await searchParams;
  const db = await getDb();
  const locations = await listLocations(db, business.id);
  const [t, f] = await Promise.all([appTranslator('sales'), appFormat()]);

  const { days, errors, cursor: after, first } = dayFilters(raw, { notADate: t('errors.notADate'), onOrAfter: t('errors.onOrAfter') });
  const filters: SalesFilters = { ...days };
  const location = first(raw.locationId);
  if (locations.some((entry) => entry.id === location)) filters.locationId = location;
  const channel = first(raw.channel);
  if (channel === 'pos' || channel === 'online') filters.channel = channel;

  const session = await ownSession(business.id, idParam(raw.session));
  if (session) filters.sessionId = session.id;
  const wantedCustomer = idParam(raw.customer);
  const customerLabel = wantedCustomer ? ((await salesNames(db, business.id, { customerIds: [wantedCustomer] })).customers[wantedCustomer] ?? null) : null;
  if (customerLabel) filters.customerId = wantedCustomer;

  const valid = !errors.from && !errors.to;
  const read = (cursor?: string) => transactionsWithNames(db, business.id, filters, { limit: PAGE_SIZE, after: cursor });
  const page = valid ? await readFrom(read, after) : null;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <SalesNav businessId={business.id} current="transactions" />
      <TransactionList
        businessId={business.id}
        filters={filters}
        errors={errors}
        locations={locations}
        transactions={page?.data ?? null}
        names={page?.names ?? { locations: {}, customers: {}, staff: {} }}
        sessionLabel={session ? t('list.sessionLabel', { opened: f.dateTime(session.openedAt), location: session.location.name }) : null}
        customerLabel={customerLabel}
        nextHref={page?.nextId ? salesHref(business.id, { ...filters, cursor: encodeCursor(page.nextId) }) : null}
        firstHref={after ? salesHref(business.id, filters) : null}
      />
    </>
  );
}

/** The register session of the address when it is one of the business's; anything else is ignored. */
async function ownSession(businessId: string, sessionId: string | undefined) {
  if (!sessionId) return null;
  try {
    return await getSessionOrThrow(await getDb(), businessId, sessionId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') return null;
    throw error;
  }
}
