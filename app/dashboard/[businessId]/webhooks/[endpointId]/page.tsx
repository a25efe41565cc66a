// One webhook endpoint: details, actions and its delivery log; another business's endpoint is the 404 page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EndpointPage } from '@/components/dashboard/webhooks/endpoint-page';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { hasEntitlement } from '@/lib/domain/keys/scopes';
import { DomainError } from '@/lib/domain/shared/errors';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { findDashboardEndpoint } from '@/lib/dashboard/webhooks';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('webhooks'))('detail.metaTitle') };
}

export default async function EndpointRoute({ params }: { params: Promise<{ businessId: string; endpointId: string }> }) {
  const { businessId, endpointId } = await params;
  const { business } = await requireBusiness(businessId, 'keys');
  const { endpoint } = await findDashboardEndpoint(await getDb(), business, endpointId).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  });
  return <EndpointPage businessId={business.id} hasShop={hasEntitlement(business.plan, 'shop')} allowPrivate={config.webhooksAllowPrivateNetworks} initial={endpoint} />;
}
