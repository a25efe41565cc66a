// One invoice or credit note: a draft to edit and finalize, or a finalized document to download, e-mail and credit.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InvoiceDetailView } from '@/components/dashboard/invoices/invoice-detail';
import { getDb } from '@/lib/db/client';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { canAccess } from '@/lib/domain/users/roles';
import { getInvoiceDetail } from '@/lib/domain/invoices/send-invoice';
import { publishedCurrencies } from '@/lib/domain/rates/resolve-rate';
import { DomainError } from '@/lib/domain/shared/errors';
import { bpToPercent } from '@/lib/domain/shared/money';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('invoices'))('invoiceMetaTitle') };
}

export default async function InvoicePage({ params }: { params: Promise<{ businessId: string; invoiceId: string }> }) {
  const { businessId, invoiceId } = await params;
  const { business } = await requireBusiness(businessId, 'invoices');
  const db = await getDb();
  const invoice = await getInvoiceDetail(db, business.id, invoiceId).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  });
  return (
    <InvoiceDetailView
      businessId={business.id}
      initial={invoice}
      vatRates={business.vatRatesBp.map(bpToPercent)}
      currencies={invoice.status === 'DRAFT' ? await publishedCurrencies(db) : []}
      canManage={canAccess(business.role, 'invoicesManage')}
      canOpenMessages={canAccess(business.role, 'messages')}
    />
  );
}
