import type { Metadata } from 'next';
import { ProductList } from '@/components/dashboard/products/product-list';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('products'))('title') };
}

export default async function ProductsPage({ params, searchParams }: { params: Promise<{ businessId: string }>; searchParams: Promise<{ q?: string | string[] }> }) {
  const { businessId } = await params;
  const { business } = await requireBusiness(businessId, 'products');
  const { q } = await searchParams;
  const t = await appTranslator('products');
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <ButtonLink href={`/dashboard/${business.id}/products/new`} variant="primary">
            {t('newProduct')}
          </ButtonLink>
        }
      />
      <ProductList businessId={business.id} initialQuery={typeof q === 'string' ? q.slice(0, 200) : ''} />
    </>
  );
}
