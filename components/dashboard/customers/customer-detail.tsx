'use client';
// One customer: contact, address, Peppol address (given, or the one of a Belgian VAT number) and marketing consent (Edit: only changed fields are sent), the loyalty card,
// the visits (till and online sales and refunds, each linking to its sale), web orders (Shop plan) and invoices.
import { useState } from 'react';
import { LoyaltyCardSection } from '@/components/dashboard/loyalty/loyalty-card';
import { PaymentBadge, StatusBadge } from '@/components/dashboard/orders/order-format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { useToast } from '@/components/ui/toast';
import { type CustomerPage, useCustomerPage, useUpdateCustomer } from '@/lib/dashboard/client/customers';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { formatMoney as formatMinor } from '@/lib/i18n/format';
import { updateCustomerBody } from '@/lib/domain/customers/schemas';
import { peppolIdOf } from '@/lib/domain/shared/peppol-id';
import { PeppolIdText } from '../peppol-id-field';
import { CustomerFormDialog, changesOf, customerFormOf } from './customer-form';
import { customerName, formatDate, formatDateTime, formatInstantDate, formatMoney, formatPhone } from './format';

type Customer = CustomerPage['customer'];
type Transaction = Customer['recentTransactions'][number];
type Order = CustomerPage['orders'][number];
type Invoice = CustomerPage['invoices'][number];

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

function EditCustomerDialog({ businessId, customer, onClose }: { businessId: string; customer: Customer; onClose: () => void }) {
  const save = useUpdateCustomer(businessId, customer.id);
  const notify = useToast();
  return (
    <CustomerFormDialog
      title={`Edit ${customerName(customer)}`}
      description="Only what you change is saved."
      initial={customerFormOf(customer)}
      submitLabel="Save customer"
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
            notify(`${customerName(saved)} saved.`);
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
  const { data } = useCustomerPage(businessId, initial);
  const { customer, orders, invoices, card, programOn } = data;
  const [editing, setEditing] = useState(false);
  const name = customerName(customer);
  const base = `/dashboard/${businessId}`;

  const transactionColumns: ResponsiveColumn<Transaction>[] = [
    {
      label: 'Date',
      primary: true,
      nowrap: true,
      cell: (t) => (
        <a href={`${base}/sales/${t.id}`} className={linkClass}>
          {formatDateTime(t.occurredAt)}
        </a>
      ),
    },
    { label: 'Where', cell: (t) => (t.channel === 'pos' ? 'In the shop' : 'Online') },
    { label: 'Kind', cell: (t) => (t.kind === 'sale' ? 'Sale' : <Badge tone="warning">Refund</Badge>) },
    { label: 'Total', align: 'right', emphasis: true, nowrap: true, cell: (t) => formatMoney(t.totalAmount, customer.currency) },
  ];
  const orderColumns: ResponsiveColumn<Order>[] = [
    {
      label: 'Order',
      primary: true,
      nowrap: true,
      cell: (o) => (
        <a href={`${base}/orders/${o.id}`} className={linkClass}>
          N° {o.number}
        </a>
      ),
    },
    { label: 'Placed', nowrap: true, cell: (o) => formatDateTime(o.createdAt) },
    { label: 'Payment', cell: (o) => <PaymentBadge status={o.paymentStatus} /> },
    { label: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
    { label: 'Total', align: 'right', emphasis: true, nowrap: true, cell: (o) => formatMinor(o.totalMinor, o.currency) },
  ];
  const invoiceColumns: ResponsiveColumn<Invoice>[] = [
    {
      label: 'Number',
      primary: true,
      nowrap: true,
      cell: (i) => (
        <a href={`${base}/invoices/${i.id}`} className={linkClass}>
          {i.number ?? 'Draft'}
        </a>
      ),
    },
    { label: 'Type', cell: (i) => (i.type === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice') },
    { label: 'Date', nowrap: true, cell: (i) => (i.issueDate ? formatDate(i.issueDate) : '—') },
    { label: 'Status', cell: (i) => <Badge tone={i.status === 'DRAFT' ? 'warning' : 'neutral'}>{i.status === 'DRAFT' ? 'Draft' : 'Final'}</Badge> },
    { label: 'Total', align: 'right', emphasis: true, nowrap: true, cell: (i) => formatMoney(i.totalAmount, i.currency) },
  ];

  const address = customer.address;
  const peppolId = peppolIdOf(customer.peppolId, customer.vatNumber);
  return (
    <>
      <p className="mb-2 text-sm">
        <a href={`${base}/customers`} className="text-brand-700 underline-offset-4 hover:underline">
          ← Customers
        </a>
      </p>
      <PageHeader
        title={name}
        description={`Customer since ${formatInstantDate(customer.createdAt)}`}
        actions={
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        }
      />
      <div className="space-y-6">
        <Card title="Contact">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Detail label="E-mail">
              {customer.email ? (
                <a href={`mailto:${customer.email}`} className="break-all text-brand-700 underline-offset-4 hover:underline">
                  {customer.email}
                </a>
              ) : (
                '—'
              )}
            </Detail>
            <Detail label="Phone">
              {customer.phone ? (
                <a href={`tel:${customer.phone}`} className="text-brand-700 underline-offset-4 hover:underline">
                  {formatPhone(customer.phone)}
                </a>
              ) : (
                '—'
              )}
            </Detail>
            {customer.company ? <Detail label="Company">{customer.company}</Detail> : null}
            {customer.vatNumber ? <Detail label="VAT number">{customer.vatNumber}</Detail> : null}
            {peppolId ? (
              <Detail label="Peppol address">
                <PeppolIdText value={peppolId} />
                {customer.peppolId ? null : <span className="block text-sm text-slate-600">From the Belgian VAT number</span>}
              </Detail>
            ) : null}
            <Detail label="Address">
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
            <Detail label="Marketing">
              {customer.marketingConsent ? <Badge tone="success">Agrees to marketing</Badge> : <Badge>No marketing</Badge>}
            </Detail>
            {customer.notes ? <Detail label="Notes">{customer.notes}</Detail> : null}
          </dl>
        </Card>
        <LoyaltyCardSection businessId={businessId} customerId={customer.id} customerName={name} card={card} programOn={programOn} />
      </div>
      <div className="mt-6 space-y-6">
        <Card
          title="Visits"
          description={`${customer.visits} sale${customer.visits === 1 ? '' : 's'}${customer.lastVisit ? `, the last on ${formatInstantDate(customer.lastVisit)}` : ''} · ${formatMoney(customer.totalSpent, customer.currency)} spent in all`}
          actions={
            customer.visits > 0 ? (
              <a href={`${base}/sales?customer=${customer.id}`} className={`${linkClass} text-sm`}>
                All their sales
              </a>
            ) : null
          }
        >
          {customer.recentTransactions.length === 0 ? (
            <p className="text-sm text-slate-600">No sales to {name} yet.</p>
          ) : (
            <ResponsiveTable caption={`Latest sales and refunds of ${name}, newest first`} rows={customer.recentTransactions} columns={transactionColumns} rowKey={(t) => t.id} />
          )}
        </Card>
        {hasShop ? (
          <Card title="Web orders">
            {orders.length === 0 ? (
              <p className="text-sm text-slate-600">No web orders from {name}.</p>
            ) : (
              <ResponsiveTable caption={`Web orders of ${name}, newest first`} rows={orders} columns={orderColumns} rowKey={(o) => o.id} />
            )}
          </Card>
        ) : null}
        <Card title="Invoices">
          {invoices.length === 0 ? (
            <p className="text-sm text-slate-600">No invoices for {name}.</p>
          ) : (
            <ResponsiveTable caption={`Invoices of ${name}, newest first`} rows={invoices} columns={invoiceColumns} rowKey={(i) => i.id} />
          )}
        </Card>
      </div>
      {editing ? <EditCustomerDialog businessId={businessId} customer={customer} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
