'use client';
// A document's lines and its totals per VAT rate, as the PDF prints them: every figure comes from the server
// (the same computeTotals as the PDF), never recomputed here. On a draft each line can be edited or removed and
// lines added, in a dialog checked with the API's schema; the answer of each change replaces the document.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, EmptyState } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { FormError, SelectField, TextField } from '@/components/ui/field';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/ui/responsive-table';
import { useToast } from '@/components/ui/toast';
import { type InvoiceDetail, useInvoiceWrite } from '@/lib/dashboard/client/invoices';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { formatDecimal, formatUnitPrice, formatVatPercent } from '@/lib/i18n/format';
import { invoiceItemInput, updateInvoiceItemBody } from '@/lib/domain/invoices/schemas';
import { money } from './invoice-format';
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
  const { form, errors, setErrors, field } = useFields<LineForm>(() => ({
    description: line?.description ?? '',
    quantity: line ? formatDecimal(String(line.quantity)) : '1',
    unitPrice: line ? formatDecimal(String(line.unitPrice)) : '',
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
      write.mutate({ kind: 'update-item', itemId: line.id, body: parsed.data }, { onSuccess: () => done('Line saved.'), onError });
    } else {
      const parsed = invoiceItemInput.safeParse(item);
      if (!parsed.success) return setErrors(issueFields(parsed.error));
      write.mutate({ kind: 'add-item', body: parsed.data }, { onSuccess: () => done('Line added.'), onError });
    }
  }

  const formError = formLevelError(write.error);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={line ? 'Edit line' : 'Add a line'} description={`Prices excl. VAT, in ${invoice.currency}.`}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label="Description" maxLength={500} autoFocus {...field('description')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Quantity" inputMode="decimal" hint="Up to 4 decimals" {...field('quantity')} />
          <TextField label={`Unit price (${invoice.currency})`} inputMode="decimal" hint="Excl. VAT" {...field('unitPrice')} />
          <SelectField label="VAT rate" {...field('vatPercent')}>
            {vatRates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {formatVatPercent(rate)}
              </option>
            ))}
          </SelectField>
        </div>
        <FormError message={formError} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={write.isPending}>
            {line ? 'Save line' : 'Add line'}
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
  const draft = invoice.status === 'DRAFT';
  const currency = invoice.currency;

  const columns: ResponsiveColumn<Line>[] = [
    { label: 'Description', primary: true, cell: (line) => <span className="break-words">{line.description}</span> },
    { label: 'Qty', align: 'right', nowrap: true, cell: (line) => formatDecimal(String(line.quantity)) },
    { label: 'Unit price', align: 'right', nowrap: true, cell: (line) => formatUnitPrice(String(line.unitPrice), currency) },
    { label: 'VAT', align: 'right', nowrap: true, cell: (line) => formatVatPercent(line.vatPercent) },
    { label: 'Total excl. VAT', align: 'right', emphasis: true, nowrap: true, cell: (line) => money(line.lineTotal, currency) },
  ];
  if (draft) {
    columns.push({
      label: 'Actions',
      srOnly: true,
      align: 'right',
      nowrap: true,
      cell: (line) => (
        <span className="inline-flex gap-1">
          <Button size="sm" variant="ghost" aria-label={`Edit line ${line.description}`} onClick={() => setEditing(line)}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove line ${line.description}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate({ kind: 'delete-item', itemId: line.id }, { onSuccess: () => notify(`Line “${line.description}” removed.`) })}
          >
            Remove
          </Button>
        </span>
      ),
    });
  }

  return (
    <Card
      title="Lines"
      description={draft ? 'Totals are computed by Vitrine exactly as the PDF prints them.' : undefined}
      actions={
        draft ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
            Add line
          </Button>
        ) : undefined
      }
    >
      {invoice.items.length === 0 ? (
        <EmptyState title="No lines yet" action={draft ? <Button onClick={() => setEditing('new')}>Add the first line</Button> : undefined}>
          A document needs at least one line to be finalized.
        </EmptyState>
      ) : (
        <ResponsiveTable caption="Lines of the document" rows={invoice.items} rowKey={(line) => line.id} columns={columns} minWidth="36rem" />
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
  const currency = invoice.currency;
  const cell = 'py-1 pl-3 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="mt-4 flex justify-end border-t border-slate-200 pt-4">
      <table className="w-full max-w-md text-sm" aria-label="Totals per VAT rate">
        <thead>
          <tr className="text-xs uppercase tracking-wide text-slate-600">
            <th scope="col" className="py-1 text-left font-medium">
              VAT rate
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Base excl. VAT
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              VAT
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.vatBreakdown.map((row) => (
            <tr key={row.vatPercent} className="text-slate-800">
              <th scope="row" className="py-1 text-left font-normal">
                {formatVatPercent(row.vatPercent)}
              </th>
              <td className={cell}>{money(row.base, currency)}</td>
              <td className={cell}>{money(row.vat, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 text-slate-900">
          <tr>
            <th scope="row" colSpan={2} className="pt-2 text-left font-normal text-slate-700">
              Total excl. VAT
            </th>
            <td className={`${cell} pt-2`}>{money(invoice.totalExclVat, currency)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="text-left font-normal text-slate-700">
              Total VAT
            </th>
            <td className={cell}>{money(invoice.totalVat, currency)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="text-left font-semibold">
              Total incl. VAT
            </th>
            <td className={`${cell} font-semibold`}>{money(invoice.totalAmount, currency)}</td>
          </tr>
          {currency !== 'EUR' ? (
            <tr>
              <th scope="row" colSpan={2} className="text-left font-normal text-slate-700">
                EUR equivalent
              </th>
              <td className={`${cell} text-slate-700`}>{invoice.baseAmount === null ? 'rate pending' : money(invoice.baseAmount, 'EUR')}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </div>
  );
}
