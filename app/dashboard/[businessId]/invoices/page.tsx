// Invoices and credit notes: the list and their PDFs.
import type { Metadata } from 'next';
import { InvoiceList } from '@/components/dashboard/invoices/invoice-list';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { canAccess } from '@/lib/domain/users/roles';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('invoices'))('metaTitle') };
}

export default async function InvoicesPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'invoices');
  return <InvoiceList businessId={business.id} canManage={canAccess(business.role, 'invoicesManage')} />;
}
