// A new invoice: the buyer and details first; creating the draft leads to its page, where the lines are added.
import type { Metadata } from 'next';
import { InvoiceHeaderForm } from '@/components/dashboard/invoices/invoice-header-form';
import { PageHeader } from '@/components/ui/card';
import { getDb } from '@/lib/db/client';
import { requireBusiness } from '@/lib/dashboard/session';
import { publishedCurrencies } from '@/lib/domain/rates/resolve-rate';

export const metadata: Metadata = { title: 'New invoice' };

export default async function NewInvoicePage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'invoices');
  return (
    <>
      <a href={`/dashboard/${business.id}/invoices`} className="mb-2 inline-block text-sm text-brand-700 underline-offset-4 hover:underline">
        ← All invoices
      </a>
      <PageHeader title="New invoice" description="Who it is for and its details. You add the lines on the next step; it stays a draft until you finalize it." />
      <InvoiceHeaderForm businessId={business.id} currencies={await publishedCurrencies(await getDb())} />
    </>
  );
}
