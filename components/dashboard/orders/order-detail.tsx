'use client';
// One order: lines and totals, customer contact, pickup or delivery, payment, the actions its state allows (each
// confirmed in a dialog, then told in a toast) and the timeline.
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormError, SelectField, TextAreaField } from '@/components/ui/field';
import { TableHead } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { type OrderActionInput, type OrderWithActions, useOrder, useOrderAction } from '@/lib/dashboard/client/orders';
import { formatVatPercent } from '@/lib/i18n/format';
import type { OrderAction, OrderPaidMethod } from '@/lib/domain/orders/lifecycle';
import {
  CHOSEN_METHOD_LABELS,
  PAID_METHOD_LABELS,
  PaymentBadge,
  StatusBadge,
  formatDate,
  formatDateTime,
  formatMoney,
  fulfilmentText,
} from './order-format';

const EVENT_LABELS: Record<string, string> = {
  placed: 'Order placed',
  paid: 'Marked paid',
  ready: 'Ready for pickup',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Payment refunded',
};

function actorText(actor: OrderWithActions['timeline'][number]['actor']): string {
  if (actor.kind === 'shopper') return 'the customer, at checkout';
  if (actor.kind === 'system') return 'Vitrine';
  if (actor.kind === 'api') return actor.label ? `API key ${actor.label}` : 'an API key';
  return actor.label ?? 'a team member';
}

function eventDetail(data: Record<string, unknown>): string | null {
  if (typeof data.method === 'string') return PAID_METHOD_LABELS[data.method as OrderPaidMethod] ?? data.method;
  if (typeof data.reason === 'string' && data.reason) return `“${data.reason}”`;
  return null;
}

type Open = null | OrderAction;

/** The dialog that confirms one action, with the method or reason it needs. */
function ActionDialog({
  businessId,
  order,
  action,
  onClose,
  onDone,
}: {
  businessId: string;
  order: OrderWithActions;
  action: OrderAction;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const run = useOrderAction(businessId, order.id);
  const [method, setMethod] = useState<OrderPaidMethod>(order.paymentMethod === 'transfer' ? 'transfer' : 'cash');
  const [reason, setReason] = useState('');
  const unpaid = order.paymentStatus === 'unpaid';
  const n = `order N° ${order.number}`;
  const total = formatMoney(order.totalMinor, order.currency);
  const texts: Record<OrderAction, { title: string; description: string; confirm: string; done: string; input: OrderActionInput }> = {
    mark_paid: {
      title: `Mark ${n} paid`,
      description: `${total} received. The sale is recorded in your reports with this payment method.`,
      confirm: 'Mark paid',
      done: `Order N° ${order.number} marked paid`,
      input: { action: 'mark-paid', body: { method } },
    },
    mark_ready: {
      title: `${n[0]!.toUpperCase()}${n.slice(1)} is ready for pickup`,
      description: `${order.customer.name} gets an e-mail saying the order can be collected.`,
      confirm: 'Ready for pickup',
      done: `Order N° ${order.number} is ready for pickup`,
      input: { action: 'mark-ready' },
    },
    mark_shipped: {
      title: `${n[0]!.toUpperCase()}${n.slice(1)} has been shipped`,
      description: `${order.customer.name} gets an e-mail saying the order is on its way.`,
      confirm: 'Shipped',
      done: `Order N° ${order.number} marked shipped`,
      input: { action: 'mark-shipped' },
    },
    complete: {
      title: unpaid ? `Paid & complete ${n}` : `Complete ${n}`,
      description: unpaid
        ? `The order is not paid yet. Say how ${total} was paid: the sale is recorded and the order completed in one step.`
        : 'The customer has the order. Nothing more to do after this.',
      confirm: unpaid ? 'Paid & completed' : 'Complete',
      done: `Order N° ${order.number} completed`,
      input: { action: 'complete', body: unpaid ? { method } : {} },
    },
    cancel: {
      title: `Cancel ${n}`,
      description:
        order.paymentStatus === 'paid'
          ? `The stock goes back to ${order.location?.name ?? 'its location'} and the ${total} sale is refunded in your reports. ${order.customer.name} gets an e-mail.`
          : `The stock goes back to ${order.location?.name ?? 'its location'}. ${order.customer.name} gets an e-mail.`,
      confirm: 'Cancel order',
      done: `Order N° ${order.number} cancelled`,
      input: { action: 'cancel', body: reason.trim() ? { reason: reason.trim() } : {} },
    },
  };
  const text = texts[action];
  const needsMethod = action === 'mark_paid' || (action === 'complete' && unpaid);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={text.title} description={text.description}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          run.mutate(text.input, { onSuccess: () => onDone(text.done) });
        }}
      >
        {needsMethod ? (
          <SelectField label="Paid by" value={method} onChange={(event) => setMethod(event.target.value as OrderPaidMethod)}>
            {Object.entries(PAID_METHOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        ) : null}
        {action === 'cancel' ? (
          <TextAreaField label="Reason (optional, told to the customer)" value={reason} maxLength={500} rows={3} onChange={(event) => setReason(event.target.value)} />
        ) : null}
        <FormError message={run.error?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {action === 'cancel' ? 'Keep the order' : 'Back'}
          </Button>
          <Button type="submit" variant={action === 'cancel' ? 'danger' : 'primary'} pending={run.isPending}>
            {text.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const BUTTONS: Record<OrderAction, { label: (order: OrderWithActions) => string; variant: 'primary' | 'secondary' | 'danger' }> = {
  mark_paid: { label: () => 'Mark paid…', variant: 'primary' },
  mark_ready: { label: () => 'Ready for pickup…', variant: 'primary' },
  mark_shipped: { label: () => 'Shipped…', variant: 'primary' },
  complete: { label: (order) => (order.paymentStatus === 'unpaid' ? 'Paid & complete…' : 'Complete…'), variant: 'primary' },
  cancel: { label: () => 'Cancel order…', variant: 'secondary' },
};

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function OrderDetail({ businessId, initial }: { businessId: string; initial: OrderWithActions }) {
  const order = useOrder(businessId, initial).data;
  const [open, setOpen] = useState<Open>(null);
  const notify = useToast();
  const router = useRouter();
  const money = (minor: number) => formatMoney(minor, order.currency);
  const link = 'text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <>
      <a href={`/dashboard/${businessId}/orders`} className={`mb-2 inline-block text-sm ${link}`}>
        ← All orders
      </a>
      <PageHeader
        title={`Order N° ${order.number}`}
        description={`Placed ${formatDateTime(order.createdAt)} · ${fulfilmentText(order)}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <PaymentBadge status={order.paymentStatus} />
            <StatusBadge status={order.status} />
          </div>
        }
      />
      {order.actions.length > 0 ? (
        <section aria-label="Actions" className="mb-6 flex flex-wrap gap-2">
          {order.actions.map((action) => (
            <Button key={action} variant={BUTTONS[action].variant} onClick={() => setOpen(action)}>
              {BUTTONS[action].label(order)}
            </Button>
          ))}
        </section>
      ) : null}
      {open ? (
        <ActionDialog
          businessId={businessId}
          order={order}
          action={open}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            notify(text);
            // The navigation's count of orders to handle is read by the layout.
            router.refresh();
          }}
        />
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <Card title="Items">
            <div className="-mx-3 overflow-x-auto sm:-mx-5">
              <table className="w-full text-sm">
                <caption className="sr-only">Items of order N° {order.number}</caption>
                <TableHead
                  className="border-b border-slate-200"
                  cellClassName="px-2 py-2 sm:px-4"
                  columns={[{ label: 'Item' }, { label: 'Qty', align: 'right' }, { label: 'Unit price', align: 'right' }, { label: 'VAT', align: 'right' }, { label: 'Total', align: 'right' }]}
                />
                <tbody className="divide-y divide-slate-100">
                  {order.lines.map((line, index) => (
                    <tr key={index}>
                      <td className="px-2 sm:px-4 py-2 text-slate-900">{line.description}</td>
                      <td className="px-2 sm:px-4 py-2 text-right tabular-nums">{line.quantity}</td>
                      <td className="whitespace-nowrap px-2 sm:px-4 py-2 text-right tabular-nums">{money(line.unitPriceMinor)}</td>
                      <td className="whitespace-nowrap px-2 sm:px-4 py-2 text-right tabular-nums text-slate-700">{formatVatPercent(line.vatRateBp / 100)}</td>
                      <td className="whitespace-nowrap px-2 sm:px-4 py-2 text-right tabular-nums">{money(line.lineTotalMinor)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200 text-slate-900">
                  <tr>
                    <th scope="row" colSpan={4} className="px-2 sm:px-4 pt-3 text-right font-normal text-slate-700">Subtotal</th>
                    <td className="whitespace-nowrap px-2 sm:px-4 pt-3 text-right tabular-nums">{money(order.subtotalMinor)}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={4} className="px-2 sm:px-4 text-right font-normal text-slate-700">Shipping</th>
                    <td className="whitespace-nowrap px-2 sm:px-4 text-right tabular-nums">{money(order.shippingMinor)}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={4} className="px-2 sm:px-4 pb-2 text-right font-semibold">Total incl. VAT</th>
                    <td className="whitespace-nowrap px-2 sm:px-4 pb-2 text-right font-semibold tabular-nums">{money(order.totalMinor)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </Card>
          <Card title="Timeline">
            <ol className="space-y-3">
              {order.timeline.map((event) => {
                const detail = eventDetail(event.data);
                return (
                  <li key={event.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-l-2 border-slate-200 pl-3">
                    <span className="font-medium text-slate-900">
                      {EVENT_LABELS[event.kind] ?? event.kind}
                      {detail ? <span className="font-normal text-slate-700"> · {detail}</span> : null}
                    </span>
                    <span className="text-sm text-slate-600">
                      by {actorText(event.actor)} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                    </span>
                  </li>
                );
              })}
            </ol>
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card title="Customer">
            <dl className="space-y-3">
              <Term label="Name">{order.customer.name}</Term>
              <Term label="E-mail">
                <a className={link} href={`mailto:${order.customer.email}`}>
                  {order.customer.email}
                </a>
              </Term>
              {order.customer.phone ? (
                <Term label="Phone">
                  <a className={link} href={`tel:${order.customer.phone}`}>
                    {order.customer.phone}
                  </a>
                </Term>
              ) : null}
            </dl>
          </Card>
          <Card title={order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}>
            <dl className="space-y-3">
              {order.fulfilment === 'pickup' ? (
                <>
                  <Term label="Location">
                    {order.location?.name ?? '—'}
                    {order.location?.address ? (
                      <span className="block text-slate-700">
                        {order.location.address.line1}, {order.location.address.postalCode} {order.location.address.city}
                      </span>
                    ) : null}
                  </Term>
                  <Term label="Day">{order.pickupDate ? formatDate(order.pickupDate) : 'Not chosen'}</Term>
                </>
              ) : (
                <Term label="Address">
                  {order.address ? (
                    <>
                      {order.address.line1}
                      {order.address.line2 ? <span className="block">{order.address.line2}</span> : null}
                      <span className="block">
                        {order.address.postalCode} {order.address.city} ({order.address.country})
                      </span>
                    </>
                  ) : (
                    '—'
                  )}
                </Term>
              )}
            </dl>
          </Card>
          <Card title="Payment">
            <dl className="space-y-3">
              <Term label="Status">
                <PaymentBadge status={order.paymentStatus} />
                {order.paidAt ? <span className="ml-2 text-slate-700">on {formatDateTime(order.paidAt)}</span> : null}
              </Term>
              <Term label="Customer chose">{CHOSEN_METHOD_LABELS[order.paymentMethod]}</Term>
              <Term label="Structured reference">
                <span className="font-mono">{order.reference}</span>
              </Term>
              <Term label="Amount">{money(order.totalMinor)}</Term>
            </dl>
          </Card>
        </div>
      </div>
    </>
  );
}
