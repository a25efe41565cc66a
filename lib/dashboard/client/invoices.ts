'use client';
// Invoices data: the query-key factory, the paged list, one document (seeded by the server page) and its writes,
// each answered with the document as it now is (the server's totals are the truth), the buyer search, the PDF
// template and the addresses of the PDF and e-invoice downloads.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceTemplate } from '@/lib/db/schema';
import type { InvoiceDetail } from '@/lib/domain/invoices/send-invoice';
import type {
  CreateCreditNoteBody,
  CreateInvoiceBody,
  InvoiceItemInput,
  SendInvoiceBody,
  UpdateInvoiceBody,
  UpdateInvoiceItemBody,
} from '@/lib/domain/invoices/schemas';
import { businessPath, dashboardFetch } from './request';

export type { InvoiceDetail, InvoiceTemplate };
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
  /** Invoices marked paid: the day. */
  paidOn: string | null;
};
export type InvoiceFilters = { status?: InvoiceStatus };
type InvoicePage = { data: InvoiceSummary[]; hasMore: boolean; nextCursor: string | null };
export type Buyer = {
  id: string;
  name: string;
  email: string | null;
  vatNumber: string | null;
  address: UpdateInvoiceBody['buyerAddress'];
  peppolId: { scheme: string; id: string } | null;
};

export const INVOICE_PAGE_SIZE = 10;

export const invoiceKeys = {
  all: (businessId: string) => ['invoices', businessId] as const,
  lists: (businessId: string) => [...invoiceKeys.all(businessId), 'list'] as const,
  list: (businessId: string, filters: InvoiceFilters) => [...invoiceKeys.lists(businessId), filters] as const,
  details: (businessId: string) => [...invoiceKeys.all(businessId), 'detail'] as const,
  detail: (businessId: string, invoiceId: string) => [...invoiceKeys.details(businessId), invoiceId] as const,
  buyers: (businessId: string, q: string) => [...invoiceKeys.all(businessId), 'buyers', q] as const,
  template: (businessId: string) => [...invoiceKeys.all(businessId), 'template'] as const,
};

const invoicesPath = (businessId: string) => `${businessPath(businessId)}/invoices`;
const invoicePath = (businessId: string, invoiceId: string) => `${invoicesPath(businessId)}/${encodeURIComponent(invoiceId)}`;

export function useInvoices(businessId: string, filters: InvoiceFilters) {
  return useInfiniteQuery({
    queryKey: invoiceKeys.list(businessId, filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(INVOICE_PAGE_SIZE) });
      if (filters.status) query.set('status', filters.status);
      if (pageParam) query.set('cursor', pageParam);
      return dashboardFetch<InvoicePage>(`${invoicesPath(businessId)}?${query}`, { signal });
    },
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });
}

/** How often a document waiting for something outside the page (the ECB rate, the e-mail sender) is read again. */
const WAITING_REFETCH_MS = 15_000;

/** One document, starting from what the server page read; read again while its rate or an e-mail is pending. */
export function useInvoice(businessId: string, initial: InvoiceDetail) {
  return useQuery({
    queryKey: invoiceKeys.detail(businessId, initial.id),
    queryFn: ({ signal }) => dashboardFetch<InvoiceDetail>(invoicePath(businessId, initial.id), { signal }),
    initialData: initial,
    refetchInterval: (query) => {
      const invoice = query.state.data;
      const waiting = invoice && (invoice.exchangeRateStatus === 'pending' || invoice.sends.some((send) => send.status === 'pending'));
      return waiting ? WAITING_REFETCH_MS : false;
    },
  });
}

export type InvoiceWrite =
  | { kind: 'update'; body: UpdateInvoiceBody }
  | { kind: 'add-item'; body: InvoiceItemInput }
  | { kind: 'update-item'; itemId: string; body: UpdateInvoiceItemBody }
  | { kind: 'delete-item'; itemId: string }
  | { kind: 'finalize' }
  | { kind: 'send'; body: SendInvoiceBody }
  | { kind: 'payment'; body: { paidOn: string | null } };

function writeRequest(businessId: string, invoiceId: string, write: InvoiceWrite): { path: string; method: string; body?: unknown } {
  const base = invoicePath(businessId, invoiceId);
  switch (write.kind) {
    case 'update':
      return { path: base, method: 'PATCH', body: write.body };
    case 'add-item':
      return { path: `${base}/items`, method: 'POST', body: write.body };
    case 'update-item':
      return { path: `${base}/items/${encodeURIComponent(write.itemId)}`, method: 'PATCH', body: write.body };
    case 'delete-item':
      return { path: `${base}/items/${encodeURIComponent(write.itemId)}`, method: 'DELETE' };
    case 'finalize':
      return { path: `${base}/finalize`, method: 'POST', body: {} };
    case 'send':
      return { path: `${base}/send`, method: 'POST', body: write.body };
    case 'payment':
      return { path: `${base}/payment`, method: 'PUT', body: write.body };
  }
}

/** A change to one document; the answer replaces the cached document, and the lists are refetched. */
export function useInvoiceWrite(businessId: string, invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: InvoiceWrite) => {
      const { path, method, body } = writeRequest(businessId, invoiceId, write);
      return dashboardFetch<InvoiceDetail>(path, { method, body });
    },
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(businessId, invoiceId), invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists(businessId) });
    },
  });
}

/** A new document (a draft invoice, or a credit note of `creditOf`); the caller goes to its page. */
export function useCreateInvoice(businessId: string, creditOf?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvoiceBody | CreateCreditNoteBody) =>
      dashboardFetch<InvoiceDetail>(creditOf ? `${invoicePath(businessId, creditOf)}/credit-note` : invoicesPath(businessId), { method: 'POST', body }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(businessId, invoice.id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.all(businessId) });
    },
  });
}

export function useDeleteInvoice(businessId: string, invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dashboardFetch<void>(invoicePath(businessId, invoiceId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: invoiceKeys.detail(businessId, invoiceId) });
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists(businessId) });
    },
  });
}

/** The business's customers matching `q` (at most 8), for choosing the buyer. */
export function useBuyers(businessId: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.buyers(businessId, q),
    queryFn: ({ signal }) => dashboardFetch<{ data: Buyer[] }>(`${invoicesPath(businessId)}/buyers?${new URLSearchParams({ q })}`, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function useInvoiceTemplate(businessId: string) {
  return useQuery({
    queryKey: invoiceKeys.template(businessId),
    queryFn: ({ signal }) => dashboardFetch<InvoiceTemplate>(`${invoicesPath(businessId)}/template`, { signal }),
  });
}

export function useUpdateInvoiceTemplate(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<InvoiceTemplate>) => dashboardFetch<InvoiceTemplate>(`${invoicesPath(businessId)}/template`, { method: 'PATCH', body: changes }),
    onSuccess: (template) => queryClient.setQueryData(invoiceKeys.template(businessId), template),
  });
}

/** Where the browser downloads an invoice's PDF (a plain link: the session cookie goes with it). */
export const invoicePdfUrl = (businessId: string, invoiceId: string) => `/api/dashboard${invoicePath(businessId, invoiceId)}/pdf`;

/** Where the browser downloads a finalized document's e-invoice (UBL 2.1, Peppol BIS Billing 3.0, the PDF inside). */
export const invoiceUblUrl = (businessId: string, invoiceId: string) => `/api/dashboard${invoicePath(businessId, invoiceId)}/ubl`;
