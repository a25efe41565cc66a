import type { Metadata } from 'next';
import { PlanPage } from '@/components/dashboard/plan/plan-page';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('plan'))('metaTitle') };
}

export default async function PlanRoute({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'plan');
  return <PlanPage businessId={business.id} plan={business.plan} />;
}
