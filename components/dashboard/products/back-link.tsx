'use client';
// The link back to the product list, above a product's page.
import { useTranslations } from 'use-intl';

export function BackToProducts({ businessId }: { businessId: string }) {
  const t = useTranslations('products');
  return (
    <a
      href={`/dashboard/${businessId}/products`}
      className="mb-3 inline-block rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {t('backToProducts')}
    </a>
  );
}
