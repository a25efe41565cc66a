import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/shell';
import { getDb } from '@/lib/db/client';
import { userBusinesses } from '@/lib/domain/users/sessions';
import { requireBusiness } from '@/lib/dashboard/session';

export default async function BusinessLayout({ children, params }: { children: ReactNode; params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { user, business } = await requireBusiness(businessId);
  const businesses = await userBusinesses(await getDb(), user.id);
  return (
    <DashboardShell business={business} businesses={businesses} user={user}>
      {children}
    </DashboardShell>
  );
}
