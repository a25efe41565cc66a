// A transaction's page: its lines, VAT and payments, with links to its customer and register session. Another
// business's transaction (or none) is a 404, as for every id in the dashboard.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TransactionDetail } from '@/components/dashboard/sales/transaction-detail';
import { getDb } from '@/lib/db/client';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { transactionWithNames } from '@/lib/domain/pos/sales-names';
import { DomainError } from '@/lib/domain/shared/errors';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('sales'))('transactionTitle') };
}

export default async function TransactionPage({ params }: { params: Promise<{ businessId: string; transactionId: string }> }) {
  const { businessId, transactionId } = await params;
  const { business } = await requireBusiness(businessId, 'sales');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(transactionId)) notFound(); // no id looks otherwise (NUL bytes never reach the database)
  const found = await transactionWithNames(await getDb(), business.id, transactionId).catch((error) => {
    if (error instanceof DomainError && error.code === 'not_found') return null;
    throw error;
  });
  if (!found) notFound();
  return <TransactionDetail businessId={business.id} transaction={found.transaction} names={found.names} />;
}
