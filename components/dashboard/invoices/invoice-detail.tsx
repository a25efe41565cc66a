'use client';
// One invoice or credit note: a draft's lines and details, editable, then finalized (confirmed: the number is
// final); a finalized one's PDF and e-invoice, e-mail sends and credit notes; the exchange-rate status of a foreign
// currency; what the e-invoice (Peppol) still needs.
// Every change goes through the dashboard's invoice routes (the public API's domain functions) and the answer
// replaces the document on screen.
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { StatusBadge as MessageStatusBadge } from '@/components/dashboard/messages/message-labels';
import { type InvoiceDetail, invoicePdfUrl, invoiceUblUrl, useCreateInvoice, useDeleteInvoice, useInvoice, useInvoiceWrite } from '@/lib/dashboard/client/invoices';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { countryName, formatDate, formatDateTime, formatDecimal, formatRate, formatVatNumber, todayInBrussels } from '@/lib/i18n/format';
import { sendInvoiceBody } from '@/lib/domain/invoices/schemas';
import { PeppolIdText } from '../peppol-id-field';
import { EInvoiceCard } from './e-invoice-card';
import { DownloadIcon, InvoiceStatusBadge, documentTitle, linkClass, money } from './invoice-format';
import { InvoiceHeaderForm } from './invoice-header-form';
import { InvoiceLines } from './invoice-lines';

type Open = null | 'finalize' | 'delete' | 'send' | 'credit' | 'paid';

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function FinalizeDialog({ businessId, invoice, unsaved, onClose }: { businessId: string; invoice: InvoiceDetail; unsaved: boolean; onClose: () => void }) {
  const write = useInvoiceWrite(businessId, invoice.id);
  const notify = useToast();
  const kind = invoice.type === 'CREDIT_NOTE' ? 'credit note' : 'invoice';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Finalize this ${kind}?`}
      description={`Vitrine gives it the next number of your ${kind} series. The number is final and cannot change: a finalized ${kind} can no longer be edited or deleted${
        invoice.type === 'INVOICE' ? ', only corrected by a credit note' : ''
      }.`}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          write.mutate({ kind: 'finalize' }, { onSuccess: (done) => { notify(`${documentTitle(done)} finalized.`); onClose(); } });
        }}
      >
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3">
          <Term label="Buyer">{invoice.buyerName}</Term>
          <Term label="Total incl. VAT">{money(invoice.totalAmount, invoice.currency)}</Term>
          <Term label="Issue date">{formatDate(invoice.issueDate)}</Term>
          <Term label="Lines">{invoice.items.length}</Term>
        </dl>
        {unsaved ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            The details below the lines have unsaved changes. Save them (or undo them) first: the finalized {kind} keeps what is saved.
          </p>
        ) : null}
        <FormError message={write.error ? `${write.error.message}${write.error instanceof DashboardApiError && write.error.details.length ? ` (${write.error.details.map((d) => d.message).join('; ')})` : ''}` : null} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" pending={write.isPending} disabled={unsaved}>
            Finalize {kind}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function SendDialog({ businessId, invoice, onClose }: { businessId: string; invoice: InvoiceDetail; onClose: () => void }) {
  const write = useInvoiceWrite(businessId, invoice.id);
  const notify = useToast();
  const suggested = invoice.customerEmail ?? invoice.buyerEmail;
  const [to, setTo] = useState(suggested ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`E-mail ${documentTitle(invoice).toLowerCase()}`}
      description="The e-mail (in French) carries the PDF and, while an amount is due, your transfer details. Replies come to your business e-mail."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = sendInvoiceBody.safeParse({ to });
          if (!parsed.success || !parsed.data.to) return setError(parsed.success ? 'Enter the e-mail address to send it to' : parsed.error.issues[0]?.message);
          write.mutate(
            { kind: 'send', body: parsed.data },
            {
              onSuccess: () => {
                notify(`${documentTitle(invoice)} is on its way to ${parsed.data.to}.`);
                onClose();
              },
              onError: (failure) => failure instanceof DashboardApiError && setError(failure.fieldErrors().to),
            },
          );
        }}
      >
        <TextField
          label="Send to"
          type="email"
          autoComplete="email"
          value={to}
          error={error}
          hint={
            invoice.customerEmail ? "Your customer's e-mail; change it to send elsewhere." : invoice.buyerEmail ? "The buyer's contact e-mail; change it to send elsewhere." : undefined
          }
          onChange={(event) => {
            setTo(event.target.value);
            setError(undefined);
          }}
        />
        <FormError message={write.error instanceof DashboardApiError && write.error.fieldErrors().to ? null : write.error?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={write.isPending}>
            Send e-mail
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Credit the whole invoice, or chosen quantities of its lines (what createCreditNote takes). */
function CreditNoteDialog({ businessId, invoice, onClose }: { businessId: string; invoice: InvoiceDetail; onClose: () => void }) {
  const create = useCreateInvoice(businessId, invoice.id);
  const router = useRouter();
  const notify = useToast();
  const [whole, setWhole] = useState(true);
  const [finalize, setFinalize] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();

  function submit() {
    let items;
    if (!whole) {
      items = [];
      const errors: Record<string, string> = {};
      for (const line of invoice.items) {
        const typed = (quantities[line.id] ?? '').replace(',', '.').trim();
        if (typed === '' || Number(typed) === 0) continue;
        const quantity = Number(typed);
        if (!Number.isFinite(quantity) || quantity < 0 || quantity > Math.abs(line.quantity)) {
          errors[line.id] = `A quantity from 0 to ${formatDecimal(String(Math.abs(line.quantity)))}`;
          continue;
        }
        items.push({ description: line.description, quantity: typed, unitPrice: String(line.unitPrice), vatPercent: line.vatPercent });
      }
      setLineErrors(errors);
      if (Object.keys(errors).length > 0) return setError(undefined);
      if (items.length === 0) return setError('Enter the quantity to credit of at least one line');
    }
    setError(undefined);
    create.mutate(
      { ...(items ? { items } : {}), finalize },
      {
        onSuccess: (note) => {
          notify(`${documentTitle(note)} created.`);
          router.push(`/dashboard/${businessId}/invoices/${note.id}`);
        },
      },
    );
  }

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Credit invoice ${invoice.number}`}
      description={`A credit note cancels all or part of the invoice. ${money(invoice.outstandingAmount ?? 0, invoice.currency)} is left to credit.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">What to credit</legend>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="radio" name="credit-scope" checked={whole} onChange={() => setWhole(true)} className="size-4 accent-brand-700" />
            The whole invoice ({money(invoice.totalAmount, invoice.currency)})
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="radio" name="credit-scope" checked={!whole} onChange={() => setWhole(false)} className="size-4 accent-brand-700" />
            Some of its lines
          </label>
        </fieldset>
        {!whole ? (
          <div className="space-y-3">
            {invoice.items.map((line) => (
              <TextField
                key={line.id}
                label={`${line.description} — quantity to credit`}
                hint={`Invoiced: ${formatDecimal(String(line.quantity))} × ${money(line.unitPrice, invoice.currency)} excl. VAT`}
                inputMode="decimal"
                value={quantities[line.id] ?? ''}
                placeholder="0"
                error={lineErrors[line.id]}
                onChange={(event) => {
                  setQuantities((current) => ({ ...current, [line.id]: event.target.value }));
                  setLineErrors(({ [line.id]: _cleared, ...rest }) => rest);
                }}
              />
            ))}
          </div>
        ) : null}
        <Checkbox
          label="Finalize it now"
          description="It gets its NC- number at once; otherwise it stays a draft you can review first."
          checked={finalize}
          onCheckedChange={setFinalize}
        />
        <FormError message={error ?? create.error?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={create.isPending}>
            Create credit note
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function MarkPaidDialog({ businessId, invoice, onClose }: { businessId: string; invoice: InvoiceDetail; onClose: () => void }) {
  const write = useInvoiceWrite(businessId, invoice.id);
  const notify = useToast();
  const [paidOn, setPaidOn] = useState(todayInBrussels());
  const fieldError = write.error instanceof DashboardApiError ? write.error.fieldErrors().paidOn : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Mark invoice ${invoice.number} paid`}
      description={`${money(invoice.outstandingAmount ?? 0, invoice.currency)} received. Its PDF and e-mails no longer ask for a transfer.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          write.mutate({ kind: 'payment', body: { paidOn } }, { onSuccess: () => { notify(`Invoice ${invoice.number} marked paid.`); onClose(); } });
        }}
      >
        <TextField label="Paid on" type="date" value={paidOn} error={fieldError} max={todayInBrussels()} onChange={(event) => setPaidOn(event.target.value)} />
        <FormError message={fieldError ? null : write.error?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" pending={write.isPending}>
            Mark paid
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A finalized invoice's payment: paid on a day, or unpaid with the structured reference to pay it with. */
function PaymentCard({ businessId, invoice, onMarkPaid }: { businessId: string; invoice: InvoiceDetail; onMarkPaid: () => void }) {
  const write = useInvoiceWrite(businessId, invoice.id);
  const notify = useToast();
  return (
    <Card title="Payment">
      <dl className="space-y-3">
        <Term label="Status">
          {invoice.paidOn ? (
            <>
              <Badge tone="success">Paid</Badge> <span className="text-slate-700">on {formatDate(invoice.paidOn)}</span>
            </>
          ) : (
            <Badge tone="warning">Unpaid</Badge>
          )}
        </Term>
        {invoice.structuredReference ? (
          <Term label="Structured reference">
            <span className="font-mono">{invoice.structuredReference}</span>
          </Term>
        ) : null}
        <Term label="Amount due">{money(invoice.paidOn ? 0 : (invoice.outstandingAmount ?? 0), invoice.currency)}</Term>
      </dl>
      <div className="mt-4">
        {invoice.paidOn ? (
          <Button
            variant="secondary"
            size="sm"
            pending={write.isPending}
            onClick={() => write.mutate({ kind: 'payment', body: { paidOn: null } }, { onSuccess: () => notify(`Invoice ${invoice.number} marked unpaid.`) })}
          >
            Mark unpaid
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={onMarkPaid}>
            Mark paid…
          </Button>
        )}
        <FormError message={write.error?.message} />
      </div>
    </Card>
  );
}

function ExchangeRateCard({ invoice }: { invoice: InvoiceDetail }) {
  const pending = invoice.exchangeRateStatus === 'pending';
  return (
    <Card title="Exchange rate">
      <dl className="space-y-3">
        <Term label="Status">
          {pending ? <Badge tone="warning">Pending</Badge> : <Badge tone="success">Filled in</Badge>}
          {pending ? (
            <span className="mt-1 block text-slate-700">
              The ECB has not published the {invoice.currency} rate of {formatDate(invoice.issueDate)} yet. Vitrine fills it in as soon as it is published; this page
              updates by itself.
            </span>
          ) : null}
        </Term>
        {invoice.exchangeRate !== null ? (
          <Term label="Rate">
            1 EUR = {formatRate(String(invoice.exchangeRate))} {invoice.currency}
            {invoice.exchangeRateDate ? <span className="block text-slate-700">ECB reference rate of {formatDate(invoice.exchangeRateDate)}</span> : null}
          </Term>
        ) : null}
        <Term label="EUR equivalent">{invoice.baseAmount === null ? 'Known once the rate is filled in' : money(invoice.baseAmount, 'EUR')}</Term>
      </dl>
    </Card>
  );
}

/** `messageLinks`: the member reaches the Messages page (a manager or owner); staff see the address only. */
function SendsCard({ businessId, invoice, messageLinks }: { businessId: string; invoice: InvoiceDetail; messageLinks: boolean }) {
  return (
    <Card title="E-mails">
      {invoice.sends.length === 0 ? (
        <p className="text-sm text-slate-600">{invoice.status === 'FINALIZED' ? 'Not sent by e-mail yet.' : 'A draft cannot be sent: finalize it first.'}</p>
      ) : (
        <ul className="space-y-3">
          {invoice.sends.map((send) => (
            <li key={send.messageId} className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <MessageStatusBadge status={send.status} />
                {messageLinks ? (
                  <a href={`/dashboard/${businessId}/messages/${send.messageId}`} className={`break-all ${linkClass}`}>
                    To {send.to}
                  </a>
                ) : (
                  <span className="break-all">To {send.to}</span>
                )}
              </div>
              <p className="mt-0.5 text-slate-600">
                Queued <time dateTime={send.createdAt}>{formatDateTime(send.createdAt)}</time>
                {send.sentAt ? (
                  <>
                    {' '}
                    · sent <time dateTime={send.sentAt}>{formatDateTime(send.sentAt)}</time>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RelatedCard({ businessId, invoice }: { businessId: string; invoice: InvoiceDetail }) {
  if (invoice.type === 'CREDIT_NOTE') {
    const credited = invoice.creditedInvoice;
    return credited ? (
      <Card title="Credited invoice">
        <a href={`/dashboard/${businessId}/invoices/${credited.id}`} className={linkClass}>
          Invoice {credited.number}
        </a>
        <span className="text-sm text-slate-700">
          {' '}
          of {formatDate(credited.issueDate)} · {money(credited.totalAmount, invoice.currency)}
        </span>
      </Card>
    ) : null;
  }
  if (invoice.status !== 'FINALIZED') return null;
  return (
    <Card title="Credit notes">
      {invoice.creditNotes.length === 0 ? (
        <p className="text-sm text-slate-600">None.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {invoice.creditNotes.map((note) => (
            <li key={note.id} className="flex flex-wrap items-center gap-2">
              <a href={`/dashboard/${businessId}/invoices/${note.id}`} className={linkClass}>
                {note.number ? `Credit note ${note.number}` : 'Draft credit note'}
              </a>
              <span className="tabular-nums text-slate-700">{money(note.totalAmount, invoice.currency)}</span>
              <InvoiceStatusBadge status={note.status} />
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-3">
        <Term label="Credited">{money(invoice.creditedAmount ?? 0, invoice.currency)}</Term>
        <Term label="Outstanding">{money(invoice.outstandingAmount ?? 0, invoice.currency)}</Term>
      </dl>
    </Card>
  );
}

/** A finalized document's buyer and references, as printed. */
function DetailsCard({ invoice }: { invoice: InvoiceDetail }) {
  const address = invoice.buyerAddress;
  return (
    <Card title="Buyer and details">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Term label="Buyer">{invoice.buyerName}</Term>
        {invoice.buyerVatNumber ? <Term label="VAT number">{formatVatNumber(invoice.buyerVatNumber)}</Term> : null}
        {invoice.buyerEmail ? <Term label="Contact e-mail"><span className="break-all">{invoice.buyerEmail}</span></Term> : null}
        {invoice.eInvoice.buyerPeppolId ? (
          <Term label="Peppol address">
            <PeppolIdText value={invoice.eInvoice.buyerPeppolId} />
          </Term>
        ) : null}
        {address ? (
          <Term label="Address">
            {address.line1}
            {address.line2 ? <span className="block">{address.line2}</span> : null}
            <span className="block">
              {address.postalCode} {address.city}, {countryName(address.country)}
            </span>
          </Term>
        ) : null}
        <Term label="Issue date">{formatDate(invoice.issueDate)}</Term>
        {invoice.dueDate && invoice.type === 'INVOICE' ? <Term label="Due date">{formatDate(invoice.dueDate)}</Term> : null}
        {invoice.buyerReference ? <Term label="Reference">{invoice.buyerReference}</Term> : null}
        {invoice.customerNumber ? <Term label="Customer number">{invoice.customerNumber}</Term> : null}
        {invoice.claimReference ? <Term label="Claim number">{invoice.claimReference}</Term> : null}
        {invoice.notes ? <Term label="Notes">{invoice.notes}</Term> : null}
      </dl>
    </Card>
  );
}

export function InvoiceDetailView({
  businessId,
  initial,
  vatRates,
  currencies,
  canManage,
  canOpenMessages,
}: {
  businessId: string;
  initial: InvoiceDetail;
  vatRates: number[];
  currencies: string[];
  /** The member may finalize and credit (a manager or owner); staff work on drafts only: no button that would answer 403. */
  canManage: boolean;
  canOpenMessages: boolean;
}) {
  const invoice = useInvoice(businessId, initial).data;
  const [open, setOpen] = useState<Open>(null);
  const [unsavedDetails, setUnsavedDetails] = useState(false);
  const remove = useDeleteInvoice(businessId, invoice.id);
  const router = useRouter();
  const notify = useToast();
  const draft = invoice.status === 'DRAFT';
  const title = documentTitle(invoice);
  const close = () => setOpen(null);

  return (
    <>
      <a href={`/dashboard/${businessId}/invoices`} className={`mb-2 inline-block text-sm ${linkClass}`}>
        ← All invoices
      </a>
      <PageHeader
        title={title}
        description={`${invoice.buyerName} · ${formatDate(invoice.issueDate)} · ${money(invoice.totalAmount, invoice.currency)}`}
        actions={<InvoiceStatusBadge status={invoice.status} />}
      />
      <section aria-label="Actions" className="mb-6 flex flex-wrap gap-2">
        {draft && canManage ? <Button onClick={() => setOpen('finalize')}>Finalize…</Button> : null}
        {!draft ? <Button onClick={() => setOpen('send')}>Send by e-mail…</Button> : null}
        <ButtonLink href={invoicePdfUrl(businessId, invoice.id)} download aria-label={`Download the PDF of ${title.toLowerCase()}`}>
          <DownloadIcon />
          {draft ? 'Preview PDF' : 'Download PDF'}
        </ButtonLink>
        {!draft && invoice.eInvoice.ready ? (
          <ButtonLink href={invoiceUblUrl(businessId, invoice.id)} download variant="secondary" aria-label={`Download the e-invoice (UBL) of ${title.toLowerCase()}`}>
            <DownloadIcon />
            E-invoice (UBL)
          </ButtonLink>
        ) : null}
        {canManage && !draft && invoice.type === 'INVOICE' && (invoice.outstandingAmount ?? 0) > 0 ? (
          <Button variant="secondary" onClick={() => setOpen('credit')}>
            Create credit note…
          </Button>
        ) : null}
        {draft && !canManage ? <p className="self-center text-sm text-slate-600">A manager or an owner finalizes this draft.</p> : null}
        {draft ? (
          <Button variant="secondary" onClick={() => setOpen('delete')}>
            Delete draft…
          </Button>
        ) : null}
      </section>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <InvoiceLines businessId={businessId} invoice={invoice} vatRates={vatRates} />
          {draft ? <InvoiceHeaderForm key={invoice.id} businessId={businessId} invoice={invoice} currencies={currencies} onDirtyChange={setUnsavedDetails} /> : <DetailsCard invoice={invoice} />}
        </div>
        <div className="min-w-0 space-y-6">
          {!draft && invoice.type === 'INVOICE' ? <PaymentCard businessId={businessId} invoice={invoice} onMarkPaid={() => setOpen('paid')} /> : null}
          <EInvoiceCard businessId={businessId} invoice={invoice} canManage={canManage} />
          {invoice.currency !== 'EUR' ? <ExchangeRateCard invoice={invoice} /> : null}
          <SendsCard businessId={businessId} invoice={invoice} messageLinks={canOpenMessages} />
          <RelatedCard businessId={businessId} invoice={invoice} />
        </div>
      </div>

      {open === 'finalize' ? <FinalizeDialog businessId={businessId} invoice={invoice} unsaved={draft && unsavedDetails} onClose={close} /> : null}
      {open === 'send' ? <SendDialog businessId={businessId} invoice={invoice} onClose={close} /> : null}
      {open === 'credit' ? <CreditNoteDialog businessId={businessId} invoice={invoice} onClose={close} /> : null}
      {open === 'paid' ? <MarkPaidDialog businessId={businessId} invoice={invoice} onClose={close} /> : null}
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title="Delete this draft?"
        description={`The draft for ${invoice.buyerName} (${money(invoice.totalAmount, invoice.currency)}) and its lines are deleted. No number was given to it, so nothing is skipped in your series.`}
        confirmLabel="Delete draft"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify('Draft deleted.');
              router.push(`/dashboard/${businessId}/invoices`);
            },
            onError: (error) => {
              close();
              notify(`Could not delete the draft: ${error.message}`, 'error');
            },
          })
        }
      />
    </>
  );
}
