// One customer: contact, consent, loyalty card with its actions and ledger, visits, web orders and invoices.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CustomerDetail } from '@/components/dashboard/customers/customer-detail';
import { getDb } from '@/lib/db/client';
import { requireBusiness } from '@/lib/dashboard/session';
import { getCustomerPageOrThrow } from '@/lib/domain/customers/summaries';
import { hasEntitlement } from '@/lib/domain/keys/scopes';
import { DomainError } from '@/lib/domain/shared/errors';
import { appTranslator } from '@/lib/dashboard/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('customers'))('detail.metaTitle') };
}

export default async function CustomerPage({ params }: { params: Promise<{ businessId: string; customerId: string }> }) {
  const { businessId, customerId } = await params;
  const { business } = await requireBusiness(businessId, 'customers');
  const page = await getCustomerPageOrThrow(await getDb(), business.id, customerId).catch((error) => {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  });
  return <CustomerDetail businessId={business.id} initial={page} hasShop={hasEntitlement(business.plan, 'shop')} />;
}
