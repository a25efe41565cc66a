import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { BuilderApp } from '@/components/builder/builder-app';
import { Loading } from '@/components/ui/spinner';
import { requireBusiness } from '@/lib/dashboard/session';
import { hasEntitlement } from '@/lib/domain/keys/scopes';

export const metadata: Metadata = { title: 'Page builder' };

// The builder takes the whole screen (components/dashboard/shell-frame.tsx) and brings its own bar.
export default async function BuilderPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'website');
  if (!hasEntitlement(business.plan, 'shop')) notFound();
  return (
    <Suspense fallback={<Loading label="Opening the builder…" />}>
      <BuilderApp businessId={business.id} businessName={business.name} />
    </Suspense>
  );
}
