'use client';
// Invoices and credit notes, newest first, a page at a time, filtered by status; each with its PDF download.
// Amounts and dates are formatted like the PDF (fr-BE).
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { FormError, SelectField } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table';
import { type InvoiceStatus, type InvoiceSummary, invoicePdfUrl, useInvoices } from '@/lib/dashboard/client/invoices';
import { formatDate, formatMoney, minorDigits } from '@/lib/domain/invoices/format';

const money = (amount: number, currency: string) => formatMoney(Math.round(amount * 10 ** minorDigits(currency)), currency);

const STATUS_FILTERS: { value: '' | InvoiceStatus; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'FINALIZED', label: 'Finalized' },
  { value: 'DRAFT', label: 'Drafts' },
];

function documentName(invoice: InvoiceSummary) {
  const kind = invoice.type === 'CREDIT_NOTE' ? 'credit note' : 'invoice';
  return invoice.number ? `${kind} ${invoice.number}` : `draft ${kind} for ${invoice.buyerName}`;
}

function InvoiceRow({ businessId, invoice }: { businessId: string; invoice: InvoiceSummary }) {
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3 font-medium text-slate-900">
        {invoice.number ?? <span className="font-normal italic text-slate-600">Draft</span>}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{invoice.type === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice'}</td>
      <td className="px-4 py-3 text-slate-900">{invoice.buyerName}</td>
      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDate(invoice.issueDate)}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-900">
        {money(invoice.totalAmount, invoice.currency)}
        {invoice.currency !== 'EUR' ? (
          <span className="block text-xs text-slate-600">{invoice.baseAmount === null ? 'EUR rate pending' : `≈ ${money(invoice.baseAmount, 'EUR')}`}</span>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <Badge tone={invoice.status === 'FINALIZED' ? 'success' : 'warning'}>{invoice.status === 'FINALIZED' ? 'Finalized' : 'Draft'}</Badge>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right">
        <a
          href={invoicePdfUrl(businessId, invoice.id)}
          download
          aria-label={`Download the PDF of ${documentName(invoice)}`}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
            <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          PDF
        </a>
      </td>
    </tr>
  );
}

export function InvoiceList({ businessId }: { businessId: string }) {
  const [status, setStatus] = useState<'' | InvoiceStatus>('');
  const invoices = useInvoices(businessId, status ? { status } : {});
  const rows = invoices.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <PageHeader
        title="Invoices"
        description="Invoices and credit notes of your business, newest first, with their PDFs. They are issued through the API."
      />
      <Card
        title="Documents"
        actions={
          <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as '' | InvoiceStatus)} className="w-40">
            {STATUS_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </SelectField>
        }
      >
        {invoices.isPending ? (
          <Loading label="Loading invoices…" />
        ) : invoices.isError && rows.length === 0 ? (
          <div className="space-y-3">
            <FormError message={`Could not load the invoices: ${invoices.error.message}`} />
            <Button variant="secondary" onClick={() => invoices.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          status ? (
            <EmptyState title={status === 'DRAFT' ? 'No drafts' : 'No finalized invoices'}>Choose “All” to see every document.</EmptyState>
          ) : (
            <EmptyState title="No invoices yet">
              Invoices and credit notes you issue through the API (POST /public/invoices) show up here, each with its PDF.
            </EmptyState>
          )
        ) : (
          <>
            <div className="-mx-5 overflow-x-auto">
              <table className="w-full min-w-[44rem] text-sm">
                <caption className="sr-only">Invoices and credit notes, newest first</caption>
                <TableHead
                  className="border-b border-slate-200"
                  cellClassName="px-4 py-2"
                  columns={[
                    { label: 'Number' },
                    { label: 'Type' },
                    { label: 'Customer' },
                    { label: 'Date' },
                    { label: 'Total incl. VAT', align: 'right' },
                    { label: 'Status' },
                    { label: 'Download', align: 'right', srOnly: true },
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {rows.map((invoice) => (
                    <InvoiceRow key={invoice.id} businessId={businessId} invoice={invoice} />
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
              <p className="text-sm text-slate-600" aria-live="polite">
                {rows.length} {rows.length === 1 ? 'document' : 'documents'} shown{invoices.hasNextPage ? '' : ' · that is all'}
              </p>
              {invoices.hasNextPage ? (
                <Button variant="secondary" pending={invoices.isFetchingNextPage} onClick={() => invoices.fetchNextPage()}>
                  {invoices.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              ) : null}
            </div>
            {invoices.isFetchNextPageError ? <FormError message={`Could not load more: ${invoices.error?.message}`} /> : null}
          </>
        )}
      </Card>
    </>
  );
}
