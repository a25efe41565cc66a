// The Loyalty page: programme settings (stamps per card, rewards, points per euro), top cardholders, coupons.
import type { Metadata } from 'next';
import { CouponsSection } from '@/components/dashboard/loyalty/coupons-section';
import { ProgramForm } from '@/components/dashboard/loyalty/program-form';
import { ProgramSummary } from '@/components/dashboard/loyalty/program-summary';
import { TopCardholders } from '@/components/dashboard/loyalty/top-cardholders';
import { PageHeader } from '@/components/ui/card';
import { listBody } from '@/lib/api/paging';
import { getDb } from '@/lib/db/client';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { topCardholders } from '@/lib/domain/loyalty/cards';
import { listCoupons } from '@/lib/domain/loyalty/coupons';
import { getLoyaltyProgram } from '@/lib/domain/loyalty/program';
import { canAccess } from '@/lib/domain/users/roles';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('loyalty'))('title') };
}

export default async function LoyaltyPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'loyalty');
  const db = await getDb();
  const program = await getLoyaltyProgram(db, business.id);
  const coupons = listBody(await listCoupons(db, business.id, {}, { limit: 20 }));
  const cardholders = program ? await topCardholders(db, business.id) : [];
  const t = await appTranslator('loyalty');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        {canAccess(business.role, 'loyaltyProgram') ? <ProgramForm businessId={business.id} initial={program} /> : <ProgramSummary program={program} />}
        {program ? <TopCardholders businessId={business.id} cardholders={cardholders} /> : null}
      </div>
      <div className="mt-6">
        <CouponsSection businessId={business.id} initial={coupons} />
      </div>
    </>
  );
}
