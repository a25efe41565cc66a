'use client';
// One customer: contact, address, Peppol address (given, or the one of a Belgian VAT number) and marketing consent (Edit: only changed fields are sent), the loyalty card,
// the visits (till and online sales and refunds, each linking to its sale), web orders (Shop plan) and invoices.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { LoyaltyCardSection } from '@/components/dashboard/loyalty/loyalty-card';
import { minorUnits, PaymentBadge, StatusBadge } from '@/components/dashboard/orders/order-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { useFormat } from '@/components/ui/i18n';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { useToast } from '@/components/ui/toast';
import { type CustomerPage, useCustomerPage, useUpdateCustomer } from '@/lib/dashboard/client/customers';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { updateCustomerBody } from '@/lib/domain/customers/schemas';
import { peppolIdOf } from '@/lib/domain/shared/peppol-id';
import { PeppolIdText } from '../peppol-id-field';
import { CustomerFormDialog, changesOf, customerFormOf } from './customer-form';
import { customerName, formatPhone } from './format';

type Customer = CustomerPage['customer'];
type Transaction = Customer['recentTransactions'][number];
type Order = CustomerPage['orders'][number];
type Invoice = CustomerPage['invoices'][number];

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

function EditCustomerDialog({ businessId, customer, onClose }: { businessId: string; customer: Customer; onClose: () => void }) {
  const t = useTranslations('customers');
  const save = useUpdateCustomer(businessId, customer.id);
  const notify = useToast();
  return (
    <CustomerFormDialog
      title={t('edit.title', { name: customerName(customer, t('unnamed')) })}
      description={t('edit.description')}
      initial={customerFormOf(customer)}
      submitLabel={t('edit.submit')}
      pending={save.isPending}
      error={save.error}
      onClose={onClose}
      onSubmit={(form, setErrors) => {
        const changes = changesOf(form, customer);
        if (Object.keys(changes).length === 0) {
          onClose();
          return;
        }
        const parsed = updateCustomerBody.safeParse(changes);
        if (!parsed.success) {
          setErrors(issueFields(parsed.error));
          return;
        }
        setErrors({});
        save.mutate(parsed.data, {
          onSuccess: (saved) => {
            notify(t('edit.saved', { name: customerName(saved, t('unnamed')) }));
            onClose();
          },
          onError: (error) => {
            if (error instanceof DashboardApiError) setErrors(error.fieldErrors());
          },
        });
      }}
    />
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function CustomerDetail({ businessId, initial, hasShop }: { businessId: string; initial: CustomerPage; hasShop: boolean }) {
  const t = useTranslations('customers');
  const common = useTranslations('common');
  const f = useFormat();
  const money = (amount: number, currency: string) => f.money(minorUnits(amount, currency), currency);
  const { data } = useCustomerPage(businessId, initial);
  const { customer, orders, invoices, card, programOn } = data;
  const [editing, setEditing] = useState(false);
  const name = customerName(customer, t('unnamed'));
  const sales = t('detail.sales', { count: customer.visits });
  const base = `/dashboard/${businessId}`;

  const transactionColumns: ResponsiveColumn<Transaction>[] = [
    {
      label: common('date'),
      primary: true,
      nowrap: true,
      cell: (sale) => (
        <a href={`${base}/sales/${sale.id}`} className={linkClass}>
          {f.dateTime(sale.occurredAt)}
        </a>
      ),
    },
    { label: t('detail.where'), cell: (sale) => (sale.channel === 'pos' ? t('detail.inTheShop') : t('detail.online')) },
    { label: t('detail.kind'), cell: (sale) => (sale.kind === 'sale' ? t('detail.sale') : <Badge tone="warning">{t('detail.refund')}</Badge>) },
    { label: common('total'), align: 'right', emphasis: true, nowrap: true, cell: (sale) => money(sale.totalAmount, customer.currency) },
  ];
  const orderColumns: ResponsiveColumn<Order>[] = [
    {
      label: t('detail.order'),
      primary: true,
      nowrap: true,
      cell: (o) => (
        <a href={`${base}/orders/${o.id}`} className={linkClass}>
          {t('detail.orderNumber', { number: o.number })}
        </a>
      ),
    },
    { label: t('detail.placed'), nowrap: true, cell: (o) => f.dateTime(o.createdAt) },
    { label: t('detail.payment'), cell: (o) => <PaymentBadge status={o.paymentStatus} /> },
    { label: common('status'), cell: (o) => <StatusBadge status={o.status} /> },
    { label: common('total'), align: 'right', emphasis: true, nowrap: true, cell: (o) => f.money(o.totalMinor, o.currency) },
  ];
  const invoiceColumns: ResponsiveColumn<Invoice>[] = [
    {
      label: t('detail.number'),
      primary: true,
      nowrap: true,
      cell: (i) => (
        <a href={`${base}/invoices/${i.id}`} className={linkClass}>
          {i.number ?? t('detail.draft')}
        </a>
      ),
    },
    { label: t('detail.type'), cell: (i) => (i.type === 'CREDIT_NOTE' ? t('detail.creditNote') : t('detail.invoice')) },
    { label: common('date'), nowrap: true, cell: (i) => (i.issueDate ? f.date(i.issueDate) : '—') },
    { label: common('status'), cell: (i) => <Badge tone={i.status === 'DRAFT' ? 'warning' : 'neutral'}>{i.status === 'DRAFT' ? t('detail.draft') : t('detail.final')}</Badge> },
    { label: common('total'), align: 'right', emphasis: true, nowrap: true, cell: (i) => money(i.totalAmount, i.currency) },
  ];

  const address = customer.address;
  const peppolId = peppolIdOf(customer.peppolId, customer.vatNumber);
  return (
    <>
      <p className="mb-2 text-sm">
        <a href={`${base}/customers`} className="text-brand-700 underline-offset-4 hover:underline">
          ← {t('title')}
        </a>
      </p>
      <PageHeader
        title={name}
        description={t('detail.since', { date: f.instantDate(customer.createdAt) })}
        actions={
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {common('edit')}
          </Button>
        }
      />
      <div className="space-y-6">
        <Card title={t('detail.contact')}>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Detail label={t('email')}>
              {customer.email ? (
                <a href={`mailto:${customer.email}`} className="break-all text-brand-700 underline-offset-4 hover:underline">
                  {customer.email}
                </a>
              ) : (
                '—'
              )}
            </Detail>
            <Detail label={common('phone')}>
              {customer.phone ? (
                <a href={`tel:${customer.phone}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {formatPhone(customer.phone)}
                </a>
              ) : (
                '—'
              )}
            </Detail>
            {customer.company ? <Detail label={t('company')}>{customer.company}</Detail> : null}
            {customer.vatNumber ? <Detail label={t('vatNumber')}>{customer.vatNumber}</Detail> : null}
            {peppolId ? (
              <Detail label={t('detail.peppolAddress')}>
                <PeppolIdText value={peppolId} />
                {customer.peppolId ? null : <span className="block text-sm text-slate-600">{t('detail.peppolFromVat')}</span>}
              </Detail>
            ) : null}
            <Detail label={common('address')}>
              {address ? (
                <>
                  {address.line1}
                  {address.line2 ? <>, {address.line2}</> : null}
                  <br />
                  {address.postalCode} {address.city}, {address.country}
                </>
              ) : (
                '—'
              )}
            </Detail>
            <Detail label={t('detail.marketing')}>
              {customer.marketingConsent ? <Badge tone="success">{t('detail.agreesToMarketing')}</Badge> : <Badge>{t('detail.noMarketing')}</Badge>}
            </Detail>
            {customer.notes ? <Detail label={common('notes')}>{customer.notes}</Detail> : null}
          </dl>
        </Card>
        <LoyaltyCardSection businessId={businessId} customerId={customer.id} customerName={name} card={card} programOn={programOn} />
      </div>
      <div className="mt-6 space-y-6">
        <Card
          title={t('detail.visits')}
          description={
            customer.lastVisit
              ? t('detail.visitsSummaryLast', { sales, last: f.instantDate(customer.lastVisit), spent: money(customer.totalSpent, customer.currency) })
              : t('detail.visitsSummary', { sales, spent: money(customer.totalSpent, customer.currency) })
          }
          actions={
            customer.visits > 0 ? (
              <a href={`${base}/sales?customer=${customer.id}`} className={`${linkClass} text-sm`}>
                {t('detail.allSales')}
              </a>
            ) : null
          }
        >
          {customer.recentTransactions.length === 0 ? (
            <p className="text-sm text-slate-600">{t('detail.noSales', { name })}</p>
          ) : (
            <ResponsiveTable caption={t('detail.salesCaption', { name })} rows={customer.recentTransactions} columns={transactionColumns} rowKey={(t) => t.id} />
          )}
        </Card>
        {hasShop ? (
          <Card title={t('detail.webOrders')}>
            {orders.length === 0 ? (
              <p className="text-sm text-slate-600">{t('detail.noWebOrders', { name })}</p>
            ) : (
              <ResponsiveTable caption={t('detail.webOrdersCaption', { name })} rows={orders} columns={orderColumns} rowKey={(o) => o.id} />
            )}
          </Card>
        ) : null}
        <Card title={t('detail.invoices')}>
          {invoices.length === 0 ? (
            <p className="text-sm text-slate-600">{t('detail.noInvoices', { name })}</p>
          ) : (
            <ResponsiveTable caption={t('detail.invoicesCaption', { name })} rows={invoices} columns={invoiceColumns} rowKey={(i) => i.id} />
          )}
        </Card>
      </div>
      {editing ? <EditCustomerDialog businessId={businessId} customer={customer} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
