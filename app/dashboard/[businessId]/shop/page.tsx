// Shop settings (Shop plan only: another plan gets the 404 page).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ShopSettings } from '@/components/dashboard/shop/shop-settings';
import { getDb } from '@/lib/db/client';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { hasEntitlement } from '@/lib/domain/keys/scopes';
import { setupChecklist } from '@/lib/domain/shop/setup-issues';
import { findShop } from '@/lib/domain/shop/shop';
import { getSite } from '@/lib/domain/site/site';
import { publishVerification } from '@/lib/domain/users/verification';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('shopSettings'))('title') };
}

export default async function ShopSettingsPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'website');
  if (!hasEntitlement(business.plan, 'shop')) notFound();
  const db = await getDb();
  const [shop, checklist, site, rule] = await Promise.all([
    findShop(db, business.id),
    setupChecklist(db, business.id),
    getSite(db, business.id),
    publishVerification(db, business.id),
  ]);
  return (
    <ShopSettings
      businessId={business.id}
      businessName={business.name}
      initialShop={{ shop, checklist }}
      initialSite={site}
      unverifiedOwnerEmails={rule.mayPublish ? null : rule.unverifiedOwnerEmails}
    />
  );
}
