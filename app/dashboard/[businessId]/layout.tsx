import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/shell';
import { getDb } from '@/lib/db/client';
import { hasEntitlement } from '@/lib/domain/keys/scopes';
import { countOrdersToHandle } from '@/lib/domain/orders/list';
import { userBusinesses } from '@/lib/domain/users/sessions';
import { requireBusiness } from '@/lib/dashboard/session';

export default async function BusinessLayout({ children, params }: { children: ReactNode; params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { user, business } = await requireBusiness(businessId, null);
  const db = await getDb();
  const [businesses, ordersToHandle] = await Promise.all([
    userBusinesses(db, user.id),
    hasEntitlement(business.plan, 'shop') ? countOrdersToHandle(db, business.id) : 0,
  ]);
  return (
    <DashboardShell business={business} businesses={businesses} user={user} ordersToHandle={ordersToHandle}>
      {children}
    </DashboardShell>
  );
}
