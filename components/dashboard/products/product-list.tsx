'use client';
// The product table: a debounced search kept in the URL (?q=), prices excluding and including VAT as the API
// computes them, and stock per location for tracked products; loading, empty and no-match states.
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { ButtonLink, Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { controlClass } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { Loading, Spinner } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table';
import { thumbnailUrl } from '@/components/media/media-bits';
import { useDebounced } from '@/components/ui/use-debounced';
import { type ProductRow, useLocations, useProducts } from '@/lib/dashboard/client/products';
import { formatMoney, formatVat } from './format';
import { useImageFailed } from './use-image-failed';

const DEBOUNCE_MS = 300;

export function ProductList({ businessId, initialQuery }: { businessId: string; initialQuery: string }) {
  const [text, setText] = useState(initialQuery);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const products = useProducts(businessId, q);
  const locations = useLocations(businessId);
  const base = `/dashboard/${businessId}/products`;
  const t = useTranslations('products.list');
  const tp = useTranslations('products');
  const tc = useTranslations('common');
  const tg = useTranslations('catalog');

  // Keep the search in the address (back, reload and shared links show the same list) without a server round trip.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [q]);

  const rows = useMemo(() => products.data?.pages.flatMap((page) => page.data) ?? [], [products.data]);
  const locationNames = useMemo(() => new Map((locations.data ?? []).map((l) => [l.id, l.name])), [locations.data]);
  const searching = products.isFetching && !products.isFetchingNextPage;

  return (
    <div className="space-y-4">
      <div role="search" className="flex flex-wrap items-center gap-3" aria-label={t('searchRegion')}>
        <label htmlFor="product-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          id="product-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('searchPlaceholder')}
          className={`${controlClass} max-w-md`}
          autoComplete="off"
        />
        <span aria-live="polite" className="text-sm text-slate-600">
          {searching ? (
            <Spinner className="size-4" label={tg('searching')} />
          ) : products.data ? (
            t(q ? 'resultsMatching' : 'results', { count: rows.length, plus: products.hasNextPage ? '+' : '', q })
          ) : null}
        </span>
      </div>

      {products.isPending ? (
        <Loading label={t('loading')} />
      ) : products.isError ? (
        <EmptyState title={t('loadError')}>
          {products.error.message}{' '}
          <button type="button" className="font-medium text-brand-700 underline underline-offset-4" onClick={() => void products.refetch()}>
            {tc('retry')}
          </button>
        </EmptyState>
      ) : rows.length === 0 ? (
        q ? (
          <EmptyState title={t('noMatch', { q })}>{t('noMatchHint')}</EmptyState>
        ) : (
          <EmptyState
            title={t('emptyTitle')}
            action={
              <ButtonLink href={`${base}/new`} variant="primary">
                {tp('newProduct')}
              </ButtonLink>
            }
          >
            {t('emptyBody')}
          </EmptyState>
        )
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <TableHead
              className="whitespace-nowrap bg-slate-50"
              cellClassName="px-4 py-3"
              columns={[
                { label: t('product') },
                { label: t('sku') },
                { label: t('category') },
                { label: t('exclVat'), align: 'right' },
                { label: t('inclVat'), align: 'right' },
                { label: t('vat'), align: 'right' },
                { label: t('forSale') },
                { label: t('stock') },
              ]}
            />
            <tbody className={`divide-y divide-slate-200 ${searching ? 'opacity-60' : ''}`}>
              {rows.map((product) => (
                <ProductTableRow key={product.id} product={product} href={`${base}/${product.id}`} locationNames={locationNames} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {products.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" pending={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
            {products.isFetchingNextPage ? tg('loadingMore') : tg('loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ProductTableRow({ product, href, locationNames }: { product: ProductRow; href: string; locationNames: Map<string, string> }) {
  const t = useTranslations('products.list');
  const { locale } = useFormat();
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <Thumbnail src={product.images[0]} />
          <a href={href} className="font-medium text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
            {product.name}
          </a>
        </div>
      </td>
      <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-700">{product.sku ?? '—'}</td>
      <td className="px-4 py-3 text-slate-700">{product.category?.name ?? '—'}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-700">{formatMoney(product.sellingPrice, product.currency, locale)}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums text-slate-900">{formatMoney(product.priceInclVat, product.currency, locale)}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-700">{formatVat(product.vatPercent, locale)}</td>
      <td className="whitespace-nowrap px-4 py-3">{product.isForSale ? <Badge tone="success">{t('forSale')}</Badge> : <Badge>{t('hidden')}</Badge>}</td>
      <td className="px-4 py-3">
        {product.trackInventory ? (
          <div>
            <span className={`whitespace-nowrap font-medium tabular-nums ${product.stockQuantity === 0 ? 'text-red-700' : 'text-slate-900'}`}>
              {t('inStock', { count: product.stockQuantity })}
            </span>
            {product.stockByLocation.length > 1 ? (
              <p className="text-xs text-slate-600">
                {product.stockByLocation.map((level) => `${locationNames.get(level.locationId) ?? t('location')} ${level.quantity}`).join(' · ')}
              </p>
            ) : null}
          </div>
        ) : (
          <span className="text-slate-600">{t('notTracked')}</span>
        )}
      </td>
    </tr>
  );
}

function Thumbnail({ src }: { src: string | undefined }) {
  const { failed, ref, onError } = useImageFailed();
  if (!src || failed) return <span className="size-9 shrink-0 rounded-md bg-slate-100 ring-1 ring-inset ring-slate-200" aria-hidden="true" />;
  // Merchant image URLs on any host: a plain <img>, sized small, never a Next image optimisation of foreign hosts.
  return <img src={thumbnailUrl(src)} alt="" loading="lazy" referrerPolicy="no-referrer" ref={ref} onError={onError} className="size-9 shrink-0 rounded-md object-cover ring-1 ring-inset ring-slate-200" />;
}
