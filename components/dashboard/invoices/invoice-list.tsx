'use client';
// Invoices and credit notes, newest first, a page at a time, filtered by status; each links to its page and has
// its PDF download. Amounts and dates are in the user's language (useFormat).
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { FormError, SelectField } from '@/components/ui/field';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { useFormat } from '@/components/ui/i18n';
import { Loading } from '@/components/ui/spinner';
import { type InvoiceStatus, type InvoiceSummary, invoicePdfUrl, useInvoices } from '@/lib/dashboard/client/invoices';
import { DownloadIcon, InvoiceStatusBadge, documentKind, linkClass, useMoney } from './invoice-format';
import { InvoiceTemplateCard } from './template-card';

const STATUS_FILTERS: ('' | InvoiceStatus)[] = ['', 'FINALIZED', 'DRAFT'];

function useColumns(businessId: string): ResponsiveColumn<InvoiceSummary>[] {
  const t = useTranslations('invoiceList');
  const ti = useTranslations('invoices');
  const tc = useTranslations('common');
  const f = useFormat();
  const money = useMoney();
  return [
    {
      label: t('columns.number'),
      primary: true,
      nowrap: true,
      cell: (invoice) => (
        <a href={`/dashboard/${businessId}/invoices/${invoice.id}`} className={`font-medium ${linkClass}`} aria-label={t(`open.${documentKind(invoice)}`, { number: invoice.number ?? '', buyer: invoice.buyerName })}>
          {invoice.number ?? <span className="italic">{ti('status.DRAFT')}</span>}
        </a>
      ),
    },
    { label: t('columns.type'), nowrap: true, cell: (invoice) => ti(`type.${invoice.type}`) },
    { label: t('columns.customer'), cell: (invoice) => invoice.buyerName },
    { label: tc('date'), nowrap: true, cell: (invoice) => f.date(invoice.issueDate) },
    {
      label: ti('totalInclVat'),
      align: 'right',
      emphasis: true,
      nowrap: true,
      cell: (invoice) => (
        <>
          {money(invoice.totalAmount, invoice.currency)}
          {invoice.currency !== 'EUR' ? (
            <span className="block text-xs text-slate-600">{invoice.baseAmount === null ? t('ratePending') : t('approx', { amount: money(invoice.baseAmount, 'EUR') })}</span>
          ) : null}
        </>
      ),
    },
    {
      label: tc('status'),
      nowrap: true,
      cell: (invoice) => (
        <span className="inline-flex gap-1">
          <InvoiceStatusBadge status={invoice.status} />
          {invoice.paidOn ? <Badge tone="brand">{ti('paid')}</Badge> : null}
        </span>
      ),
    },
    {
      label: tc('download'),
      align: 'right',
      srOnly: true,
      nowrap: true,
      cell: (invoice) => (
        <a
          href={invoicePdfUrl(businessId, invoice.id)}
          download
          aria-label={t(`downloadPdf.${documentKind(invoice)}`, { number: invoice.number ?? '', buyer: invoice.buyerName })}
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
  const t = useTranslations('invoiceList');
  const ti = useTranslations('invoices');
  const tc = useTranslations('common');
  const columns = useColumns(businessId);
  const [status, setStatus] = useState<'' | InvoiceStatus>('');
  const invoices = useInvoices(businessId, status ? { status } : {});
  const rows = invoices.data?.pages.flatMap((page) => page.data) ?? [];
  const newInvoice = (
    <ButtonLink variant="primary" href={`/dashboard/${businessId}/invoices/new`}>
      {ti('newInvoice')}
    </ButtonLink>
  );

  return (
    <>
      <PageHeader title={ti('metaTitle')} description={t('description')} actions={newInvoice} />
      <div className="space-y-6">
        <Card
          title={t('documents')}
          actions={
            <SelectField label={tc('status')} value={status} onChange={(event) => setStatus(event.target.value as '' | InvoiceStatus)} className="w-40">
              {STATUS_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`filter.${filter || 'all'}`)}
                </option>
              ))}
            </SelectField>
          }
        >
          {invoices.isPending ? (
            <Loading label={t('loading')} />
          ) : invoices.isError && rows.length === 0 ? (
            <div className="space-y-3">
              <FormError message={t('loadError', { error: invoices.error.message })} />
              <Button variant="secondary" onClick={() => invoices.refetch()}>
                {tc('retry')}
              </Button>
            </div>
          ) : rows.length === 0 ? (
            status ? (
              <EmptyState title={status === 'DRAFT' ? t('noDrafts') : t('noFinalized')}>{t('chooseAll')}</EmptyState>
            ) : (
              <EmptyState title={t('emptyTitle')} action={newInvoice}>
                {t('emptyText')}
              </EmptyState>
            )
          ) : (
            <>
              <ResponsiveTable caption={t('caption')} rows={rows} rowKey={(invoice) => invoice.id} columns={columns} minWidth="44rem" />
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
                <p className="text-sm text-slate-600" aria-live="polite">
                  {t(invoices.hasNextPage ? 'shown' : 'shownAll', { n: rows.length })}
                </p>
                {invoices.hasNextPage ? (
                  <Button variant="secondary" pending={invoices.isFetchingNextPage} onClick={() => invoices.fetchNextPage()}>
                    {invoices.isFetchingNextPage ? tc('loading') : t('loadMore')}
                  </Button>
                ) : null}
              </div>
              {invoices.isFetchNextPageError ? <FormError message={t('loadMoreError', { error: invoices.error?.message ?? '' })} /> : null}
            </>
          )}
        </Card>
        {canManage ? <InvoiceTemplateCard businessId={businessId} /> : null}
      </div>
    </>
  );
}
