import type { Metadata } from 'next';
import { CategoryManager } from '@/components/dashboard/categories/category-manager';
import { PageHeader } from '@/components/ui/card';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('categories'))('title') };
}

export default async function CategoriesPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'products');
  const t = await appTranslator('categories');
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={t('title')}
        description={t('description')}
      />
      <CategoryManager businessId={business.id} />
    </div>
  );
}
