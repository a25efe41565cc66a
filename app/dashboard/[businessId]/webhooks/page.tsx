// The business's webhook endpoints, live and test (the same roles as API keys: owners).
import type { Metadata } from 'next';
import { WebhooksPage } from '@/components/dashboard/webhooks/webhooks-page';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { hasEntitlement } from '@/lib/domain/keys/scopes';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { listDashboardEndpoints } from '@/lib/dashboard/webhooks';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('webhooks'))('metaTitle') };
}

export default async function WebhooksRoute({
  params,
  searchParams,
}: {
  params: Promise<{ businessId: string }>;
  searchParams: Promise<{ deleted?: string | string[] }>;
}) {
  const [{ businessId }, { deleted }] = await Promise.all([params, searchParams]);
  const { business } = await requireBusiness(businessId, 'keys');
  const endpoints = await listDashboardEndpoints(await getDb(), business);
  return <WebhooksPage businessId={business.id} hasShop={hasEntitlement(business.plan, 'shop')}
      allowPrivate={config.webhooksAllowPrivateNetworks}
      initial={endpoints} deleted={deleted === '1'} />;
}
