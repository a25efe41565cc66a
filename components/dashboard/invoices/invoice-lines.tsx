'use client';
// A document's lines and its totals per VAT rate, as the PDF prints them: every figure comes from the server
// (the same computeTotals as the PDF), never recomputed here. On a draft each line can be edited or removed and
// lines added, in a dialog checked with the API's schema; the answer of each change replaces the document.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { useToast } from '@/components/ui/toast';
import { type InvoiceDetail, useInvoiceWrite } from '@/lib/dashboard/client/invoices';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { formatDecimal, formatUnitPrice } from '@/lib/i18n/format';
import { invoiceItemInput, updateInvoiceItemBody } from '@/lib/domain/invoices/schemas';
import { useMoney } from './invoice-format';
import { formLevelError, useFields } from './use-fields';

type Line = InvoiceDetail['items'][number];
type LineForm = { description: string; quantity: string; unitPrice: string; vatPercent: string };

/** "4,45" as typed by a Belgian merchant → "4.45" for the API (spaces of "1 250,00" dropped). */
const decimal = (text: string) => text.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.');

function LineDialog({
  businessId,
  invoice,
  line,
  vatRates,
  onClose,
}: {
  businessId: string;
  invoice: InvoiceDetail;
  /** The line to change; absent: a new line. */
  line?: Line;
  vatRates: number[];
  onClose: () => void;
}) {
  const write = useInvoiceWrite(businessId, invoice.id);
  const notify = useToast();
  const t = useTranslations('invoiceLines');
  const ti = useTranslations('invoices');
  const tc = useTranslations('common');
  const f = useFormat();
  // The inputs start with the numbers as a Belgian merchant types them ("1 250,5"), whatever the language: `decimal`
  // reads that back (a grouping dot of nl and en would read as the decimal point).
  const { form, errors, setErrors, field } = useFields<LineForm>(() => ({
    description: line?.description ?? '',
    quantity: line ? formatDecimal(String(line.quantity), 4, 'fr') : '1',
    unitPrice: line ? formatDecimal(String(line.unitPrice), 4, 'fr') : '',
    vatPercent: String(line?.vatPercent ?? (vatRates.includes(21) ? 21 : vatRates[0] ?? 0)),
  }));

  function submit() {
    const item = { description: form.description, quantity: decimal(form.quantity), unitPrice: decimal(form.unitPrice), vatPercent: Number(form.vatPercent) };
    const onError = (error: Error) => error instanceof DashboardApiError && setErrors(error.fieldErrors());
    const done = (text: string) => {
      notify(text);
      onClose();
    };
    if (line) {
      const changes = Object.fromEntries(
        Object.entries(item).filter(([key, value]) => String(value) !== String(key === 'description' ? line.description : line[key as 'quantity' | 'unitPrice' | 'vatPercent'])),
      );
      if (Object.keys(changes).length === 0) return onClose();
      const parsed = updateInvoiceItemBody.safeParse(changes);
      if (!parsed.success) return setErrors(issueFields(parsed.error));
      write.mutate({ kind: 'update-item', itemId: line.id, body: parsed.data }, { onSuccess: () => done(t('saved')), onError });
    } else {
      const parsed = invoiceItemInput.safeParse(item);
      if (!parsed.success) return setErrors(issueFields(parsed.error));
      write.mutate({ kind: 'add-item', body: parsed.data }, { onSuccess: () => done(t('added')), onError });
    }
  }

  const formError = formLevelError(write.error, ti('unreachable'));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={line ? t('editTitle') : t('addTitle')}
      description={t('dialogDescription', { currency: invoice.currency })}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label={t('description')} maxLength={500} autoFocus {...field('description')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('quantity')} inputMode="decimal" hint={t('quantityHint')} {...field('quantity')} />
          <TextField label={t('unitPriceIn', { currency: invoice.currency })} inputMode="decimal" hint={t('unitPriceHint')} {...field('unitPrice')} />
          <SelectField label={t('vatRate')} {...field('vatPercent')}>
            {vatRates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {f.percent(rate)}
              </option>
            ))}
          </SelectField>
        </div>
        <FormError message={formError} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" pending={write.isPending}>
            {line ? t('saveLine') : t('addLine')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function InvoiceLines({ businessId, invoice, vatRates }: { businessId: string; invoice: InvoiceDetail; vatRates: number[] }) {
  const [editing, setEditing] = useState<Line | 'new' | null>(null);
  const remove = useInvoiceWrite(businessId, invoice.id);
  const notify = useToast();
  const t = useTranslations('invoiceLines');
  const tc = useTranslations('common');
  const f = useFormat();
  const money = useMoney();
  const draft = invoice.status === 'DRAFT';
  const currency = invoice.currency;

  const columns: ResponsiveColumn<Line>[] = [
    { label: t('description'), primary: true, cell: (line) => <span className="break-words">{line.description}</span> },
    { label: t('columns.quantity'), align: 'right', nowrap: true, cell: (line) => f.decimal(String(line.quantity)) },
    { label: t('columns.unitPrice'), align: 'right', nowrap: true, cell: (line) => formatUnitPrice(String(line.unitPrice), currency, f.locale) },
    { label: t('columns.vat'), align: 'right', nowrap: true, cell: (line) => f.percent(line.vatPercent) },
    { label: t('columns.totalExclVat'), align: 'right', emphasis: true, nowrap: true, cell: (line) => money(line.lineTotal, currency) },
  ];
  if (draft) {
    columns.push({
      label: tc('actions'),
      srOnly: true,
      align: 'right',
      nowrap: true,
      cell: (line) => (
        <span className="inline-flex gap-1">
          <Button size="sm" variant="ghost" aria-label={t('editLine', { description: line.description })} onClick={() => setEditing(line)}>
            {tc('edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('removeLine', { description: line.description })}
            disabled={remove.isPending}
            onClick={() => remove.mutate({ kind: 'delete-item', itemId: line.id }, { onSuccess: () => notify(t('removed', { description: line.description })) })}
          >
            {tc('remove')}
          </Button>
        </span>
      ),
    });
  }

  return (
    <Card
      title={t('title')}
      description={draft ? t('computed') : undefined}
      actions={
        draft ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
            {t('addLine')}
          </Button>
        ) : undefined
      }
    >
      {invoice.items.length === 0 ? (
        <EmptyState title={t('emptyTitle')} action={draft ? <Button onClick={() => setEditing('new')}>{t('addFirst')}</Button> : undefined}>
          {t('emptyText')}
        </EmptyState>
      ) : (
        <ResponsiveTable caption={t('caption')} rows={invoice.items} rowKey={(line) => line.id} columns={columns} minWidth="36rem" />
      )}
      <FormError message={remove.error?.message} />
      {invoice.items.length > 0 ? <Totals invoice={invoice} /> : null}
      {editing ? (
        <LineDialog businessId={businessId} invoice={invoice} line={editing === 'new' ? undefined : editing} vatRates={vatRates} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

/** The per-rate summary and the totals, in the document's currency, with the EUR equivalent of a foreign one. */
function Totals({ invoice }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoiceLines');
  const ti = useTranslations('invoices');
  const f = useFormat();
  const money = useMoney();
  const currency = invoice.currency;
  const cell = 'py-1 pl-3 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="mt-4 flex justify-end border-t border-slate-200 pt-4">
      <table className="w-full max-w-md text-sm" aria-label={t('totals.label')}>
        <thead>
          <tr className="text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-1 text-left font-medium">
              {t('vatRate')}
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              {t('totals.base')}
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              {t('columns.vat')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.vatBreakdown.map((row) => (
            <tr key={row.vatPercent} className="text-slate-800">
              <th scope="row" className="py-1 text-left font-normal">
                {f.percent(row.vatPercent)}
              </th>
              <td className={cell}>{money(row.base, currency)}</td>
              <td className={cell}>{money(row.vat, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 text-slate-900">
          <tr>
            <th scope="row" colSpan={2} className="pt-2 text-left font-normal text-slate-700">
              {t('totals.totalExclVat')}
            </th>
            <td className={`${cell} pt-2`}>{money(invoice.totalExclVat, currency)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="text-left font-normal text-slate-700">
              {t('totals.totalVat')}
            </th>
            <td className={cell}>{money(invoice.totalVat, currency)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="text-left font-semibold">
              {ti('totalInclVat')}
            </th>
            <td className={`${cell} font-semibold`}>{money(invoice.totalAmount, currency)}</td>
          </tr>
          {currency !== 'EUR' ? (
            <tr>
              <th scope="row" colSpan={2} className="text-left font-normal text-slate-700">
                {t('totals.eurEquivalent')}
              </th>
              <td className={`${cell} text-slate-700`}>{invoice.baseAmount === null ? t('totals.ratePending') : money(invoice.baseAmount, 'EUR')}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </div>
  );
}
