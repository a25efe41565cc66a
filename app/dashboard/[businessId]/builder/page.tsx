import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { BuilderApp } from '@/components/builder/builder-app';
import { Loading } from '@/components/ui/spinner';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { hasEntitlement } from '@/lib/domain/keys/scopes';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('builder'))('title') };
}

// The builder takes the whole screen (components/dashboard/shell-frame.tsx) and brings its own bar.
export default async function BuilderPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'website');
  if (!hasEntitlement(business.plan, 'shop')) notFound();
  const t = await appTranslator('builder');
  return (
    <Suspense fallback={<Loading label={t('opening')} />}>
      <BuilderApp businessId={business.id} businessName={business.name} />
    </Suspense>
  );
}
