import type { Metadata } from 'next';
import { KeysPage } from '@/components/dashboard/keys/keys-page';
import { requireBusiness } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'API keys' };

export default async function ApiKeysPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'keys');
  return <KeysPage businessId={business.id} />;
}
