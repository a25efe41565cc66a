import type { Metadata } from 'next';
import { TeamPage } from '@/components/dashboard/team/team-page';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('team'))('metaTitle') };
}

export default async function TeamRoute({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business, user } = await requireBusiness(businessId, 'team');
  return <TeamPage businessId={business.id} currentUserId={user.id} />;
}
