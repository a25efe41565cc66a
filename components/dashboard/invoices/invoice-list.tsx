'use client';
// Invoices and credit notes, newest first, a page at a time, filtered by status; each links to its page and has
// its PDF download. Amounts and dates are formatted like the PDF (fr-BE).
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { FormError, SelectField } from '@/components/ui/field';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { Loading } from '@/components/ui/spinner';
import { type InvoiceStatus, type InvoiceSummary, invoicePdfUrl, useInvoices } from '@/lib/dashboard/client/invoices';
import { formatDate } from '@/lib/i18n/format';
import { DownloadIcon, InvoiceStatusBadge, documentName, linkClass, money } from './invoice-format';
import { InvoiceTemplateCard } from './template-card';

const STATUS_FILTERS: { value: '' | InvoiceStatus; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'FINALIZED', label: 'Finalized' },
  { value: 'DRAFT', label: 'Drafts' },
];

function columns(businessId: string): ResponsiveColumn<InvoiceSummary>[] {
  return [
    {
      label: 'Number',
      primary: true,
      nowrap: true,
      cell: (invoice) => (
        <a href={`/dashboard/${businessId}/invoices/${invoice.id}`} className={`font-medium ${linkClass}`} aria-label={`Open ${documentName(invoice)}`}>
          {invoice.number ?? <span className="italic">Draft</span>}
        </a>
      ),
    },
    { label: 'Type', nowrap: true, cell: (invoice) => (invoice.type === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice') },
    { label: 'Customer', cell: (invoice) => invoice.buyerName },
    { label: 'Date', nowrap: true, cell: (invoice) => formatDate(invoice.issueDate) },
    {
      label: 'Total incl. VAT',
      align: 'right',
      emphasis: true,
      nowrap: true,
      cell: (invoice) => (
        <>
          {money(invoice.totalAmount, invoice.currency)}
          {invoice.currency !== 'EUR' ? (
            <span className="block text-xs text-slate-600">{invoice.baseAmount === null ? 'EUR rate pending' : `≈ ${money(invoice.baseAmount, 'EUR')}`}</span>
          ) : null}
        </>
      ),
    },
    {
      label: 'Status',
      nowrap: true,
      cell: (invoice) => (
        <span className="inline-flex gap-1">
          <InvoiceStatusBadge status={invoice.status} />
          {invoice.paidOn ? <Badge tone="brand">Paid</Badge> : null}
        </span>
      ),
    },
    {
      label: 'Download',
      align: 'right',
      srOnly: true,
      nowrap: true,
      cell: (invoice) => (
        <a
          href={invoicePdfUrl(businessId, invoice.id)}
          download
          aria-label={`Download the PDF of ${documentName(invoice)}`}
          className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium ${linkClass}`}
        >
          <DownloadIcon />
          PDF
        </a>
      ),
    },
  ];
}

/** `canManage`: the member may change the PDF layout (a manager or owner). */
export function InvoiceList({ businessId, canManage }: { businessId: string; canManage: boolean }) {
  const [status, setStatus] = useState<'' | InvoiceStatus>('');
  const invoices = useInvoices(businessId, status ? { status } : {});
  const rows = invoices.data?.pages.flatMap((page) => page.data) ?? [];
  const newInvoice = (
    <ButtonLink variant="primary" href={`/dashboard/${businessId}/invoices/new`}>
      New invoice
    </ButtonLink>
  );

  return (
    <>
      <PageHeader title="Invoices" description="Invoices and credit notes of your business, newest first, with their PDFs." actions={newInvoice} />
      <div className="space-y-6">
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
              <EmptyState title="No invoices yet" action={newInvoice}>
                Make your first invoice here, or issue them through the API (POST /public/invoices): each shows up in this list with its PDF.
              </EmptyState>
            )
          ) : (
            <>
              <ResponsiveTable caption="Invoices and credit notes, newest first" rows={rows} rowKey={(invoice) => invoice.id} columns={columns(businessId)} minWidth="44rem" />
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
        {canManage ? <InvoiceTemplateCard businessId={businessId} /> : null}
      </div>
    </>
  );
}
