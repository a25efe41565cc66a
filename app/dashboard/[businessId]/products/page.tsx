import type { Metadata } from 'next';
import { ProductList } from '@/components/dashboard/products/product-list';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { requireBusiness } from '@/lib/dashboard/session';

export const metadata: Metadata = { title: 'Products' };

export default async function ProductsPage({ params, searchParams }: { params: Promise<{ businessId: string }>; searchParams: Promise<{ q?: string | string[] }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'products');
  const { q } = await searchParams;
  return (
    <>
      <PageHeader
        title="Products"
        description="Your catalogue, shared by the online shop, the point of sale and the API. Prices are set excluding VAT."
        actions={
          <ButtonLink href={`/dashboard/${business.id}/products/new`} variant="primary">
            New product
          </ButtonLink>
        }
      />
      <ProductList businessId={business.id} initialQuery={typeof q === 'string' ? q.slice(0, 200) : ''} />
    </>
  );
}
