import type { Metadata } from 'next';
import { PlanPage } from '@/components/dashboard/plan/plan-page';
import { requireBusiness } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Plan' };

export default async function PlanRoute({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'plan');
  return <PlanPage businessId={business.id} plan={business.plan} />;
}
