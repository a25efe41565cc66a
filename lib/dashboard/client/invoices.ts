'use client';
// Invoices data: the query-key factory, the paged list of /api/dashboard/businesses/:id/invoices and the
// address of an invoice's PDF download.
import { useInfiniteQuery } from '@tanstack/react-query';
import { businessPath, dashboardFetch } from './request';

export type InvoiceStatus = 'DRAFT' | 'FINALIZED';
export type InvoiceType = 'INVOICE' | 'CREDIT_NOTE';
export type InvoiceSummary = {
  id: string;
  type: InvoiceType;
  status: InvoiceStatus;
  number: string | null;
  buyerName: string;
  issueDate: string;
  currency: string;
  totalAmount: number;
  /** EUR equivalent; null while the exchange rate is pending. */
  baseAmount: number | null;
};
export type InvoiceFilters = { status?: InvoiceStatus };
type InvoicePage = { data: InvoiceSummary[]; hasMore: boolean; nextCursor: string | null };

export const INVOICE_PAGE_SIZE = 10;

export const invoiceKeys = {
  all: (businessId: string) => ['invoices', businessId] as const,
  lists: (businessId: string) => [...invoiceKeys.all(businessId), 'list'] as const,
  list: (businessId: string, filters: InvoiceFilters) => [...invoiceKeys.lists(businessId), filters] as const,
};

export function useInvoices(businessId: string, filters: InvoiceFilters) {
  return useInfiniteQuery({
    queryKey: invoiceKeys.list(businessId, filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(INVOICE_PAGE_SIZE) });
      if (filters.status) query.set('status', filters.status);
      if (pageParam) query.set('cursor', pageParam);
      return dashboardFetch<InvoicePage>(`${businessPath(businessId)}/invoices?${query}`, { signal });
    },
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });
}

/** Where the browser downloads an invoice's PDF (a plain link: the session cookie goes with it). */
export const invoicePdfUrl = (businessId: string, invoiceId: string) =>
  `/api/dashboard${businessPath(businessId)}/invoices/${encodeURIComponent(invoiceId)}/pdf`;
