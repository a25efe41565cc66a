// A new invoice: the buyer and details first; creating the draft leads to its page, where the lines are added.
import type { Metadata } from 'next';
import { InvoiceHeaderForm } from '@/components/dashboard/invoices/invoice-header-form';
import { PageHeader } from '@/components/ui/card';
import { getDb } from '@/lib/db/client';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { publishedCurrencies } from '@/lib/domain/rates/resolve-rate';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('invoices'))('newInvoice') };
}

export default async function NewInvoicePage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'invoices');
  const t = await appTranslator('invoices');
  return (
    <>
      <a href={`/dashboard/${business.id}/invoices`} className="mb-2 inline-block text-sm text-brand-700 underline-offset-4 hover:underline">
        {t('allInvoices')}
      </a>
      <PageHeader title={t('newInvoice')} description={t('newDescription')} />
      <InvoiceHeaderForm businessId={business.id} currencies={await publishedCurrencies(await getDb())} />
    </>
  );
}
