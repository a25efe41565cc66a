import type { Metadata } from 'next';
import { BackToProducts } from '@/components/dashboard/products/back-link';
import { ProductForm } from '@/components/dashboard/products/product-form';
import { PageHeader } from '@/components/ui/card';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('products'))('newProduct') };
}

export default async function NewProductPage({ params }: { params: Promise<{ businessId: string }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'products');
  const t = await appTranslator('products');
  return (
    <div className="max-w-3xl">
      <BackToProducts businessId={business.id} />
      <PageHeader title={t('newProduct')} description={t('newProductDescription')} />
      <ProductForm businessId={business.id} currency={business.currency} vatRates={business.vatRatesBp.map((bp) => bp / 100)} />
    </div>
  );
}
