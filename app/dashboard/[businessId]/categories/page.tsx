import type { Metadata } from 'next';
import { CategoryManager } from '@/components/dashboard/categories/category-manager';
import { PageHeader } from '@/components/ui/card';
import { requireBusiness } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Categories' };

export default async function CategoriesPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'products');
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Categories"
        description="Group your products. Your shop lists the categories in this order, each at its own address (its slug); the product form lets you pick one."
      />
      <CategoryManager businessId={business.id} />
    </div>
  );
}
