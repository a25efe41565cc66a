import type { Metadata } from 'next';
import { BackToProducts } from '@/components/dashboard/products/back-link';
import { ProductForm } from '@/components/dashboard/products/product-form';
import { PageHeader } from '@/components/ui/card';
import { requireBusiness } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'New product' };

export default async function NewProductPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'products');
  return (
    <div className="max-w-3xl">
      <BackToProducts businessId={business.id} />
      <PageHeader title="New product" description="Only the name and the price are required; everything can be changed later." />
      <ProductForm businessId={business.id} currency={business.currency} vatRates={business.vatRatesBp.map((bp) => bp / 100)} />
    </div>
  );
}
