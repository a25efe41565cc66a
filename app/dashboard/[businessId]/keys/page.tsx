import type { Metadata } from 'next';
import { KeysPage } from '@/components/dashboard/keys/keys-page';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('keys'))('metaTitle') };
}

export default async function ApiKeysPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'keys');
  return <KeysPage businessId={business.id} />;
}
