import type { Metadata } from 'next';
import { TeamPage } from '@/components/dashboard/team/team-page';
import { requireBusiness } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamRoute({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business, user } = await requireBusiness(businessId, 'team');
  return <TeamPage businessId={business.id} currentUserId={user.id} />;
}
