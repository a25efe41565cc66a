'use client';
// The product table: a debounced search kept in the URL (?q=), prices excluding and including VAT as the API
// computes them, and stock per location for tracked products; loading, empty and no-match states.
import { useEffect, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink, Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { controlClass } from '@/components/ui/field';
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
      <div role="search" className="flex flex-wrap items-center gap-3" aria-label="Products">
        <label htmlFor="product-search" className="sr-only">
          Search products
        </label>
        <input
          id="product-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name, SKU or description"
          className={`${controlClass} max-w-md`}
          autoComplete="off"
        />
        <span aria-live="polite" className="text-sm text-slate-600">
          {searching ? <Spinner className="size-4" label="Searching…" /> : products.data ? resultLabel(rows.length, products.hasNextPage, q) : null}
        </span>
      </div>

      {products.isPending ? (
        <Loading label="Loading products…" />
      ) : products.isError ? (
        <EmptyState title="The products could not be loaded">
          {products.error.message}{' '}
          <button type="button" className="font-medium text-brand-700 underline underline-offset-4" onClick={() => void products.refetch()}>
            Try again
          </button>
        </EmptyState>
      ) : rows.length === 0 ? (
        q ? (
          <EmptyState title={`No product matches “${q}”`}>Search looks in names, SKUs and descriptions.</EmptyState>
        ) : (
          <EmptyState
            title="No products yet"
            action={
              <ButtonLink href={`${base}/new`} variant="primary">
                New product
              </ButtonLink>
            }
          >
            Products are shared by your shop, your point of sale and the API.
          </EmptyState>
        )
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Products</caption>
            <TableHead
              className="whitespace-nowrap bg-slate-50"
              cellClassName="px-4 py-3"
              columns={[
                { label: 'Product' },
                { label: 'SKU' },
                { label: 'Category' },
                { label: 'Excl. VAT', align: 'right' },
                { label: 'Incl. VAT', align: 'right' },
                { label: 'VAT', align: 'right' },
                { label: 'For sale' },
                { label: 'Stock' },
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
            {products.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function resultLabel(count: number, more: boolean, q: string) {
  const noun = count === 1 ? 'product' : 'products';
  return `${count}${more ? '+' : ''} ${noun}${q ? ` matching “${q}”` : ''}`;
}

function ProductTableRow({ product, href, locationNames }: { product: ProductRow; href: string; locationNames: Map<string, string> }) {
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
      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-700">{formatMoney(product.sellingPrice, product.currency)}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums text-slate-900">{formatMoney(product.priceInclVat, product.currency)}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-700">{formatVat(product.vatPercent)}</td>
      <td className="whitespace-nowrap px-4 py-3">{product.isForSale ? <Badge tone="success">For sale</Badge> : <Badge>Hidden</Badge>}</td>
      <td className="px-4 py-3">
        {product.trackInventory ? (
          <div>
            <span className={`whitespace-nowrap font-medium tabular-nums ${product.stockQuantity === 0 ? 'text-red-700' : 'text-slate-900'}`}>
              {product.stockQuantity} in stock
            </span>
            {product.stockByLocation.length > 1 ? (
              <p className="text-xs text-slate-600">
                {product.stockByLocation.map((level) => `${locationNames.get(level.locationId) ?? 'Location'} ${level.quantity}`).join(' · ')}
              </p>
            ) : null}
          </div>
        ) : (
          <span className="text-slate-600">Not tracked</span>
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
