import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BackToProducts } from '@/components/dashboard/products/back-link';
import { ProductEditor } from '@/components/dashboard/products/product-editor';
import { getDb } from '@/lib/db/client';
import { appTranslator } from '@/lib/dashboard/locale';
import { requireBusiness } from '@/lib/dashboard/session';
import { getProductOrThrow } from '@/lib/domain/catalog/products';
import { DomainError } from '@/lib/domain/shared/errors';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await appTranslator('products'))('productTitle') };
}

export default async function ProductPage({ params }: { params: Promise<{ businessId: string; productId: string }> }) {
  const { businessId, productId } = await params;
  const { business } = await requireBusiness(businessId, 'products');
  // Another business's product is a 404, like an unknown one.
  const product = await getProductOrThrow(await getDb(), business.id, productId).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'not_found') notFound();
    throw error;
  });
  return (
    <>
      <BackToProducts businessId={business.id} />
      <ProductEditor businessId={business.id} currency={business.currency} vatRates={business.vatRatesBp.map((bp) => bp / 100)} product={product} />
    </>
  );
}
