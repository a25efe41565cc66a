import type { Metadata } from 'next';
import { MediaLibrary } from '@/components/dashboard/media/media-library';
import { PageHeader } from '@/components/ui/card';
import { requireBusiness } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Media' };

export default async function MediaPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'media');
  return (
    <>
      <PageHeader
        title="Media"
        description="Your photos and images, for products, pages, your logo and favicon. Upload each once; the shop serves it resized for every screen."
      />
      <MediaLibrary businessId={business.id} />
    </>
  );
}
