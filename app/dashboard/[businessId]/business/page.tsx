// The Business page: the business's details and its locations.
import type { Metadata } from 'next';
import { BusinessDetailsForm } from '@/components/dashboard/business/business-details-form';
import { LocationsSection } from '@/components/dashboard/business/locations-section';
import { PageHeader } from '@/components/ui/card';
import { getDb } from '@/lib/db/client';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { getBusinessProfile, listLocations } from '@/lib/domain/businesses/businesses';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('business'))('metaTitle') };
}

export default async function BusinessPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'business');
  const db = await getDb();
  const t = await appTranslator('business');
  const [profile, locations] = await Promise.all([getBusinessProfile(db, business.id), listLocations(db, business.id)]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="space-y-6">
        <BusinessDetailsForm businessId={business.id} initialProfile={profile} />
        <LocationsSection businessId={business.id} initialLocations={locations} />
      </div>
    </>
  );
}
