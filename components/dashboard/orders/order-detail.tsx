'use client';
// One order: lines and totals, customer contact, pickup or delivery, payment, the actions its state allows (each
// confirmed in a dialog, then told in a toast) and the timeline.
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormError, SelectField, TextAreaField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { TableHead } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { type OrderActionInput, type OrderWithActions, useOrder, useOrderAction } from '@/lib/dashboard/client/orders';
import type { Translator } from '@/lib/i18n/translator';
import type { OrderAction, OrderPaidMethod } from '@/lib/domain/orders/lifecycle';
import { PaymentBadge, StatusBadge, fulfilmentText } from './order-format';

const PAID_METHODS: OrderPaidMethod[] = ['transfer', 'cash', 'card', 'bancontact', 'payconiq'];
const EVENT_KINDS = ['placed', 'paid', 'ready', 'shipped', 'completed', 'cancelled', 'refunded'] as const;
type EventKind = (typeof EVENT_KINDS)[number];
const isEventKind = (kind: string): kind is EventKind => (EVENT_KINDS as readonly string[]).includes(kind);
const isPaidMethod = (method: string): method is OrderPaidMethod => (PAID_METHODS as string[]).includes(method);

function actorText(actor: OrderWithActions['timeline'][number]['actor'], t: Translator<'orders'>): string {
  if (actor.kind === 'shopper') return t('actor.shopper');
  if (actor.kind === 'system') return 'Vitrine';
  if (actor.kind === 'api') return actor.label ? t('actor.apiKey', { label: actor.label }) : t('actor.anApiKey');
  return actor.label ?? t('actor.member');
}

function eventDetail(data: Record<string, unknown>, t: Translator<'orders'>): string | null {
  if (typeof data.method === 'string') return isPaidMethod(data.method) ? t(`paidMethod.${data.method}`) : data.method;
  if (typeof data.reason === 'string' && data.reason) return t('detail.quoted', { text: data.reason });
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
  const t = useTranslations('orders');
  const common = useTranslations('common');
  const f = useFormat();
  const run = useOrderAction(businessId, order.id);
  const [method, setMethod] = useState<OrderPaidMethod>(order.paymentMethod === 'transfer' ? 'transfer' : 'cash');
  const [reason, setReason] = useState('');
  const unpaid = order.paymentStatus === 'unpaid';
  const values = {
    number: order.number,
    total: f.money(order.totalMinor, order.currency),
    customer: order.customer.name,
    location: order.location?.name ?? t('action.cancel.itsLocation'),
  };
  const texts: Record<OrderAction, { title: string; description: string; confirm: string; done: string; input: OrderActionInput }> = {
    mark_paid: {
      title: t('action.markPaid.title', values),
      description: t('action.markPaid.description', values),
      confirm: t('action.markPaid.confirm'),
      done: t('action.markPaid.done', values),
      input: { action: 'mark-paid', body: { method } },
    },
    mark_ready: {
      title: t('action.markReady.title', values),
      description: t('action.markReady.description', values),
      confirm: t('action.markReady.confirm'),
      done: t('action.markReady.done', values),
      input: { action: 'mark-ready' },
    },
    mark_shipped: {
      title: t('action.markShipped.title', values),
      description: t('action.markShipped.description', values),
      confirm: t('action.markShipped.confirm'),
      done: t('action.markShipped.done', values),
      input: { action: 'mark-shipped' },
    },
    complete: {
      title: unpaid ? t('action.complete.titleUnpaid', values) : t('action.complete.title', values),
      description: unpaid ? t('action.complete.descriptionUnpaid', values) : t('action.complete.description'),
      confirm: unpaid ? t('action.complete.confirmUnpaid') : t('action.complete.confirm'),
      done: t('action.complete.done', values),
      input: { action: 'complete', body: unpaid ? { method } : {} },
    },
    cancel: {
      title: t('action.cancel.title', values),
      description: order.paymentStatus === 'paid' ? t('action.cancel.descriptionPaid', values) : t('action.cancel.description', values),
      confirm: t('action.cancel.confirm'),
      done: t('action.cancel.done', values),
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
          <SelectField label={t('action.paidBy')} value={method} onChange={(event) => setMethod(event.target.value as OrderPaidMethod)}>
            {PAID_METHODS.map((value) => (
              <option key={value} value={value}>
                {t(`paidMethod.${value}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {action === 'cancel' ? (
          <TextAreaField label={t('action.cancel.reason')} value={reason} maxLength={500} rows={3} onChange={(event) => setReason(event.target.value)} />
        ) : null}
        <FormError message={run.error?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {action === 'cancel' ? t('action.cancel.keep') : common('back')}
          </Button>
          <Button type="submit" variant={action === 'cancel' ? 'danger' : 'primary'} pending={run.isPending}>
            {text.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const BUTTONS: Record<OrderAction, { label: (order: OrderWithActions, t: Translator<'orders'>) => string; variant: 'primary' | 'secondary' | 'danger' }> = {
  mark_paid: { label: (_order, t) => t('button.markPaid'), variant: 'primary' },
  mark_ready: { label: (_order, t) => t('button.markReady'), variant: 'primary' },
  mark_shipped: { label: (_order, t) => t('button.markShipped'), variant: 'primary' },
  complete: { label: (order, t) => (order.paymentStatus === 'unpaid' ? t('button.completeUnpaid') : t('button.complete')), variant: 'primary' },
  cancel: { label: (_order, t) => t('button.cancel'), variant: 'secondary' },
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
  const t = useTranslations('orders');
  const common = useTranslations('common');
  const f = useFormat();
  const order = useOrder(businessId, initial).data;
  const [open, setOpen] = useState<Open>(null);
  const notify = useToast();
  const router = useRouter();
  const money = (minor: number) => f.money(minor, order.currency);
  const link = 'text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <>
      <a href={`/dashboard/${businessId}/orders`} className={`mb-2 inline-block text-sm ${link}`}>
        ← {t('detail.allOrders')}
      </a>
      <PageHeader
        title={t('detail.title', { number: order.number })}
        description={`${t('detail.placed', { date: f.dateTime(order.createdAt) })} · ${fulfilmentText(order, t, f)}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <PaymentBadge status={order.paymentStatus} />
            <StatusBadge status={order.status} />
          </div>
        }
      />
      {order.actions.length > 0 ? (
        <section aria-label={common('actions')} className="mb-6 flex flex-wrap gap-2">
          {order.actions.map((action) => (
            <Button key={action} variant={BUTTONS[action].variant} onClick={() => setOpen(action)}>
              {BUTTONS[action].label(order, t)}
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
          <Card title={t('detail.items')}>
            <div className="-mx-3 overflow-x-auto sm:-mx-5">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('detail.itemsCaption', { number: order.number })}</caption>
                <TableHead
                  className="border-b border-slate-200"
                  cellClassName="px-2 py-2 sm:px-4"
                  columns={[
                    { label: t('detail.item') },
                    { label: t('detail.quantity'), align: 'right' },
                    { label: t('detail.unitPrice'), align: 'right' },
                    { label: t('detail.vat'), align: 'right' },
                    { label: common('total'), align: 'right' },
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {order.lines.map((line, index) => (
                    <tr key={index}>
                      <td className="px-2 sm:px-4 py-2 text-slate-900">{line.description}</td>
                      <td className="px-2 sm:px-4 py-2 text-right tabular-nums">{line.quantity}</td>
                      <td className="whitespace-nowrap px-2 sm:px-4 py-2 text-right tabular-nums">{money(line.unitPriceMinor)}</td>
                      <td className="whitespace-nowrap px-2 sm:px-4 py-2 text-right tabular-nums text-slate-700">{f.percent(line.vatRateBp / 100)}</td>
                      <td className="whitespace-nowrap px-2 sm:px-4 py-2 text-right tabular-nums">{money(line.lineTotalMinor)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200 text-slate-900">
                  <tr>
                    <th scope="row" colSpan={4} className="px-2 sm:px-4 pt-3 text-right font-normal text-slate-700">{t('detail.subtotal')}</th>
                    <td className="whitespace-nowrap px-2 sm:px-4 pt-3 text-right tabular-nums">{money(order.subtotalMinor)}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={4} className="px-2 sm:px-4 text-right font-normal text-slate-700">{t('detail.shipping')}</th>
                    <td className="whitespace-nowrap px-2 sm:px-4 text-right tabular-nums">{money(order.shippingMinor)}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={4} className="px-2 sm:px-4 pb-2 text-right font-semibold">{t('detail.totalInclVat')}</th>
                    <td className="whitespace-nowrap px-2 sm:px-4 pb-2 text-right font-semibold tabular-nums">{money(order.totalMinor)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </Card>
          <Card title={t('detail.timeline')}>
            <ol className="space-y-3">
              {order.timeline.map((event) => {
                const detail = eventDetail(event.data, t);
                return (
                  <li key={event.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-l-2 border-slate-200 pl-3">
                    <span className="font-medium text-slate-900">
                      {isEventKind(event.kind) ? t(`event.${event.kind}`) : event.kind}
                      {detail ? <span className="font-normal text-slate-700"> · {detail}</span> : null}
                    </span>
                    <span className="text-sm text-slate-600">
                      {t('detail.by', { actor: actorText(event.actor, t) })} · <time dateTime={event.at}>{f.dateTime(event.at)}</time>
                    </span>
                  </li>
                );
              })}
            </ol>
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card title={t('detail.customer')}>
            <dl className="space-y-3">
              <Term label={common('name')}>{order.customer.name}</Term>
              <Term label={t('detail.email')}>
                <a className={link} href={`mailto:${order.customer.email}`}>
                  {order.customer.email}
                </a>
              </Term>
              {order.customer.phone ? (
                <Term label={common('phone')}>
                  <a className={link} href={`tel:${order.customer.phone}`}>
                    {order.customer.phone}
                  </a>
                </Term>
              ) : null}
            </dl>
          </Card>
          <Card title={order.fulfilment === 'pickup' ? t('fulfilment.pickup') : t('fulfilment.delivery')}>
            <dl className="space-y-3">
              {order.fulfilment === 'pickup' ? (
                <>
                  <Term label={t('detail.location')}>
                    {order.location?.name ?? '—'}
                    {order.location?.address ? (
                      <span className="block text-slate-700">
                        {order.location.address.line1}, {order.location.address.postalCode} {order.location.address.city}
                      </span>
                    ) : null}
                  </Term>
                  <Term label={t('detail.day')}>{order.pickupDate ? f.date(order.pickupDate) : t('detail.notChosen')}</Term>
                </>
              ) : (
                <Term label={common('address')}>
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
          <Card title={t('detail.payment')}>
            <dl className="space-y-3">
              <Term label={common('status')}>
                <PaymentBadge status={order.paymentStatus} />
                {order.paidAt ? <span className="ml-2 text-slate-700">{t('detail.paidOn', { date: f.dateTime(order.paidAt) })}</span> : null}
              </Term>
              <Term label={t('detail.customerChose')}>{t(`chosenMethod.${order.paymentMethod}`)}</Term>
              <Term label={t('detail.reference')}>
                <span className="font-mono">{order.reference}</span>
              </Term>
              <Term label={t('detail.amount')}>{money(order.totalMinor)}</Term>
            </dl>
          </Card>
        </div>
      </div>
    </>
  );
}
