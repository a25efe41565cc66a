// Site settings (Shop plan only: another plan gets the 404 page).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteSettings } from '@/components/dashboard/site/site-settings';
import { getDb } from '@/lib/db/client';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { hasEntitlement } from '@/lib/domain/keys/scopes';
import { getDraftSite } from '@/lib/domain/site/draft';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('siteSettings'))('metaTitle') };
}

export default async function SiteSettingsPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'website');
  if (!hasEntitlement(business.plan, 'shop')) notFound();
  // The settings as the draft has them (the builder publishes the draft).
  const site = await getDraftSite(await getDb(), business.id);
  return <SiteSettings businessId={business.id} initialSite={site} />;
}
