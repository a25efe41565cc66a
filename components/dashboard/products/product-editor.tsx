'use client';
// The product page of the dashboard: the edit form and, beside it, stock per location with its adjustments.
import { useTranslations } from 'use-intl';
import { PageHeader } from '@/components/ui/card';
import { StockPanel } from './stock-panel';
import { ProductForm } from './product-form';
import { useProduct } from '@/lib/dashboard/client/products';
import type { Product } from '@/lib/domain/catalog/schemas';

export function ProductEditor({ businessId, currency, vatRates, product: initial }: { businessId: string; currency: string; vatRates: number[]; product: Product }) {
  const { data: product = initial } = useProduct(businessId, initial.id, initial);
  const t = useTranslations('products');
  const summary = [product.sku ? t('skuSummary', { sku: product.sku }) : null, product.category?.name].filter(Boolean).join(' · ');
  return (
    <>
      <PageHeader title={product.name} description={summary || undefined} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ProductForm businessId={businessId} currency={currency} vatRates={vatRates} product={product} />
        <div className="xl:sticky xl:top-6 xl:self-start">
          <StockPanel businessId={businessId} productId={product.id} trackInventory={product.trackInventory} />
        </div>
      </div>
    </>
  );
}
