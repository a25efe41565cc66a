import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { BuilderApp } from '@/components/builder/builder-app';
import { PageHeader } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { requireBusiness } from '@/lib/dashboard/session';
import { hasEntitlement } from '@/lib/domain/keys/scopes';

export const metadata: Metadata = { title: 'Page builder' };

export default async function BuilderPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId);
  if (!hasEntitlement(business.plan, 'shop')) notFound();
  return (
    <>
      <PageHeader title="Page builder" description="Compose your site from blocks. What you see here is what shoppers see." />
      <Suspense fallback={<Loading label="Opening the builder…" />}>
        <BuilderApp businessId={business.id} />
      </Suspense>
    </>
  );
}
