import type { Metadata } from 'next';
import { MediaLibrary } from '@/components/dashboard/media/media-library';
import { PageHeader } from '@/components/ui/card';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('media'))('title') };
}

export default async function MediaPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'media');
  const t = await appTranslator('media');
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
      />
      <MediaLibrary businessId={business.id} />
    </>
  );
}
