// The Customers page: one search box (names, e-mail, phone) and paging, both in the address; "New customer".
import type { Metadata } from 'next';
import { z } from 'zod';
import { CustomerList, customersHref } from '@/components/dashboard/customers/customer-list';
import { encodeCursor } from '@/lib/api/paging';
import { getDb } from '@/lib/db/client';
import { type AddressPageProps, cursorParam, firstParam, readFrom } from '@/lib/dashboard/address';
import { requireBusiness } from '@/lib/dashboard/session';
import { listCustomersFilters } from '@/lib/domain/customers/schemas';
import { listCustomerSummaries } from '@/lib/domain/customers/summaries';
import { appTranslator } from '@/lib/dashboard/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('customers'))('title') };
}

const PAGE_SIZE = 25;
const first = firstParam;

export default async function CustomersPage({ params, searchParams }: AddressPageProps) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'customers');
  const raw = await searchParams;
  // A hand-edited address falls back to no search / the first page instead of failing.
  const parsed = z.object({ q: listCustomersFilters.q }).safeParse({ q: first(raw.q) || undefined });
  const q = parsed.success && parsed.data.q && !parsed.data.q.includes('\u0000') ? parsed.data.q : '';
  const after = cursorParam(raw);
  const db = await getDb();
  const page = await readFrom((cursor) => listCustomerSummaries(db, business.id, { q: q || undefined }, { limit: PAGE_SIZE, after: cursor }), after);
  return (
    <CustomerList
      businessId={business.id}
      q={q}
      customers={page.data}
      nextHref={page.nextId ? customersHref(business.id, { q, cursor: encodeCursor(page.nextId) }) : null}
      firstHref={after ? customersHref(business.id, { q }) : null}
    />
  );
}
