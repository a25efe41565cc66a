'use client';
// One invoice or credit note: a draft's lines and details, editable, then finalized (confirmed: the number is
// final); a finalized one's PDF and e-invoice, e-mail sends and credit notes; the exchange-rate status of a foreign
// currency; what the e-invoice (Peppol) still needs.
// Every change goes through the dashboard's invoice routes (the public API's domain functions) and the answer
// replaces the document on screen.
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { FormError, TextField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { useToast } from '@/components/ui/toast';
import { StatusBadge as MessageStatusBadge } from '@/components/dashboard/messages/message-labels';
import { type InvoiceDetail, invoicePdfUrl, invoiceUblUrl, useCreateInvoice, useDeleteInvoice, useInvoice, useInvoiceWrite } from '@/lib/dashboard/client/invoices';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { formatRate, formatVatNumber, todayInBrussels } from '@/lib/i18n/format';
import { sendInvoiceBody } from '@/lib/domain/invoices/schemas';
import { PeppolIdText } from '../peppol-id-field';
import { EInvoiceCard } from './e-invoice-card';
import { DownloadIcon, InvoiceStatusBadge, documentKind, linkClass, typeKind, useDocumentTitle, useMoney, withNodes } from './invoice-format';
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
  const t = useTranslations('invoiceDetail');
  const ti = useTranslations('invoices');
  const tc = useTranslations('common');
  const f = useFormat();
  const money = useMoney();
  const documentTitle = useDocumentTitle();
  const kind = typeKind(invoice);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`finalize.title.${kind}`)}
      description={t(`finalize.description.${kind}`)}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          write.mutate({ kind: 'finalize' }, { onSuccess: (done) => { notify(t('finalize.done', { title: documentTitle(done) })); onClose(); } });
        }}
      >
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3">
          <Term label={t('buyer')}>{invoice.buyerName}</Term>
          <Term label={ti('totalInclVat')}>{money(invoice.totalAmount, invoice.currency)}</Term>
          <Term label={t('issueDate')}>{f.date(invoice.issueDate)}</Term>
          <Term label={t('lines')}>{f.count(invoice.items.length)}</Term>
        </dl>
        {unsaved ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {t(`finalize.unsaved.${kind}`)}
          </p>
        ) : null}
        <FormError message={write.error ? `${write.error.message}${write.error instanceof DashboardApiError && write.error.details.length ? ` (${write.error.details.map((d) => d.message).join('; ')})` : ''}` : null} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {tc('back')}
          </Button>
          <Button type="submit" pending={write.isPending} disabled={unsaved}>
            {t(`finalize.submit.${kind}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function SendDialog({ businessId, invoice, onClose }: { businessId: string; invoice: InvoiceDetail; onClose: () => void }) {
  const write = useInvoiceWrite(businessId, invoice.id);
  const notify = useToast();
  const t = useTranslations('invoiceDetail');
  const ti = useTranslations('invoices');
  const tc = useTranslations('common');
  const documentTitle = useDocumentTitle();
  const suggested = invoice.customerEmail ?? invoice.buyerEmail;
  const [to, setTo] = useState(suggested ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`send.title.${documentKind(invoice)}`, { number: invoice.number ?? '' })}
      description={t('send.description', { language: ti(`languageName.${invoice.language}`) })}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = sendInvoiceBody.safeParse({ to });
          if (!parsed.success || !parsed.data.to) return setError(parsed.success ? t('send.required') : parsed.error.issues[0]?.message);
          write.mutate(
            { kind: 'send', body: parsed.data },
            {
              onSuccess: () => {
                notify(t('send.done', { title: documentTitle(invoice), to: parsed.data.to ?? '' }));
                onClose();
              },
              onError: (failure) => failure instanceof DashboardApiError && setError(failure.fieldErrors().to),
            },
          );
        }}
      >
        <TextField
          label={t('send.to')}
          type="email"
          autoComplete="email"
          value={to}
          error={error}
          hint={
            invoice.customerEmail ? t('send.hintCustomer') : invoice.buyerEmail ? t('send.hintBuyer') : undefined
          }
          onChange={(event) => {
            setTo(event.target.value);
            setError(undefined);
          }}
        />
        <FormError message={write.error instanceof DashboardApiError && write.error.fieldErrors().to ? null : write.error?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" pending={write.isPending}>
            {t('send.submit')}
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
  const t = useTranslations('invoiceDetail');
  const tc = useTranslations('common');
  const f = useFormat();
  const money = useMoney();
  const documentTitle = useDocumentTitle();
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
          errors[line.id] = t('credit.lineError', { max: f.decimal(String(Math.abs(line.quantity))) });
          continue;
        }
        items.push({ description: line.description, quantity: typed, unitPrice: String(line.unitPrice), vatPercent: line.vatPercent });
      }
      setLineErrors(errors);
      if (Object.keys(errors).length > 0) return setError(undefined);
      if (items.length === 0) return setError(t('credit.noneEntered'));
    }
    setError(undefined);
    create.mutate(
      { ...(items ? { items } : {}), finalize },
      {
        onSuccess: (note) => {
          notify(t('credit.done', { title: documentTitle(note) }));
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
      title={t('credit.title', { number: invoice.number ?? '' })}
      description={t('credit.description', { amount: money(invoice.outstandingAmount ?? 0, invoice.currency) })}
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
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('credit.scope')}</legend>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="radio" name="credit-scope" checked={whole} onChange={() => setWhole(true)} className="size-4 accent-brand-700" />
            {t('credit.whole', { amount: money(invoice.totalAmount, invoice.currency) })}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="radio" name="credit-scope" checked={!whole} onChange={() => setWhole(false)} className="size-4 accent-brand-700" />
            {t('credit.some')}
          </label>
        </fieldset>
        {!whole ? (
          <div className="space-y-3">
            {invoice.items.map((line) => (
              <TextField
                key={line.id}
                label={t('credit.lineLabel', { description: line.description })}
                hint={t('credit.lineHint', { quantity: f.decimal(String(line.quantity)), price: money(line.unitPrice, invoice.currency) })}
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
          label={t('credit.finalize')}
          description={t('credit.finalizeHint')}
          checked={finalize}
          onCheckedChange={setFinalize}
        />
        <FormError message={error ?? create.error?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" pending={create.isPending}>
            {t('credit.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function MarkPaidDialog({ businessId, invoice, onClose }: { businessId: string; invoice: InvoiceDetail; onClose: () => void }) {
  const write = useInvoiceWrite(businessId, invoice.id);
  const notify = useToast();
  const t = useTranslations('invoiceDetail');
  const tc = useTranslations('common');
  const money = useMoney();
  const [paidOn, setPaidOn] = useState(todayInBrussels());
  const fieldError = write.error instanceof DashboardApiError ? write.error.fieldErrors().paidOn : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('markPaid.title', { number: invoice.number ?? '' })}
      description={t('markPaid.description', { amount: money(invoice.outstandingAmount ?? 0, invoice.currency) })}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          write.mutate({ kind: 'payment', body: { paidOn } }, { onSuccess: () => { notify(t('markPaid.done', { number: invoice.number ?? '' })); onClose(); } });
        }}
      >
        <TextField label={t('markPaid.paidOn')} type="date" value={paidOn} error={fieldError} max={todayInBrussels()} onChange={(event) => setPaidOn(event.target.value)} />
        <FormError message={fieldError ? null : write.error?.message} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {tc('back')}
          </Button>
          <Button type="submit" pending={write.isPending}>
            {t('markPaid.submit')}
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
  const t = useTranslations('invoiceDetail');
  const ti = useTranslations('invoices');
  const tc = useTranslations('common');
  const f = useFormat();
  const money = useMoney();
  return (
    <Card title={t('payment.title')}>
      <dl className="space-y-3">
        <Term label={tc('status')}>
          {invoice.paidOn ? (
            <>
              <Badge tone="success">{ti('paid')}</Badge> <span className="text-slate-700">{t('payment.paidOn', { date: f.date(invoice.paidOn) })}</span>
            </>
          ) : (
            <Badge tone="warning">{t('payment.unpaid')}</Badge>
          )}
        </Term>
        {invoice.structuredReference ? (
          <Term label={t('payment.structuredReference')}>
            <span className="font-mono">{invoice.structuredReference}</span>
          </Term>
        ) : null}
        <Term label={t('payment.amountDue')}>{money(invoice.paidOn ? 0 : (invoice.outstandingAmount ?? 0), invoice.currency)}</Term>
      </dl>
      <div className="mt-4">
        {invoice.paidOn ? (
          <Button
            variant="secondary"
            size="sm"
            pending={write.isPending}
            onClick={() => write.mutate({ kind: 'payment', body: { paidOn: null } }, { onSuccess: () => notify(t('payment.unpaidDone', { number: invoice.number ?? '' })) })}
          >
            {t('payment.markUnpaid')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={onMarkPaid}>
            {t('payment.markPaid')}
          </Button>
        )}
        <FormError message={write.error?.message} />
      </div>
    </Card>
  );
}

function ExchangeRateCard({ invoice }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoiceDetail');
  const tc = useTranslations('common');
  const f = useFormat();
  const money = useMoney();
  const pending = invoice.exchangeRateStatus === 'pending';
  return (
    <Card title={t('rate.title')}>
      <dl className="space-y-3">
        <Term label={tc('status')}>
          {pending ? <Badge tone="warning">{t('rate.pending')}</Badge> : <Badge tone="success">{t('rate.filledIn')}</Badge>}
          {pending ? (
            <span className="mt-1 block text-slate-700">{t('rate.pendingText', { currency: invoice.currency, date: f.date(invoice.issueDate) })}</span>
          ) : null}
        </Term>
        {invoice.exchangeRate !== null ? (
          <Term label={t('rate.rate')}>
            1 EUR = {formatRate(String(invoice.exchangeRate), f.locale)} {invoice.currency}
            {invoice.exchangeRateDate ? <span className="block text-slate-700">{t('rate.reference', { date: f.date(invoice.exchangeRateDate) })}</span> : null}
          </Term>
        ) : null}
        <Term label={t('rate.eurEquivalent')}>{invoice.baseAmount === null ? t('rate.unknown') : money(invoice.baseAmount, 'EUR')}</Term>
      </dl>
    </Card>
  );
}

/** `messageLinks`: the member reaches the Messages page (a manager or owner); staff see the address only. */
function SendsCard({ businessId, invoice, messageLinks }: { businessId: string; invoice: InvoiceDetail; messageLinks: boolean }) {
  const t = useTranslations('invoiceDetail');
  const f = useFormat();
  return (
    <Card title={t('sends.title')}>
      {invoice.sends.length === 0 ? (
        <p className="text-sm text-slate-600">{invoice.status === 'FINALIZED' ? t('sends.notSent') : t('sends.draft')}</p>
      ) : (
        <ul className="space-y-3">
          {invoice.sends.map((send) => (
            <li key={send.messageId} className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <MessageStatusBadge status={send.status} />
                {messageLinks ? (
                  <a href={`/dashboard/${businessId}/messages/${send.messageId}`} className={`break-all ${linkClass}`}>
                    {t('sends.to', { to: send.to })}
                  </a>
                ) : (
                  <span className="break-all">{t('sends.to', { to: send.to })}</span>
                )}
              </div>
              <p className="mt-0.5 text-slate-600">
                {withNodes((values) => t('sends.queued', values), { at: <time dateTime={send.createdAt}>{f.dateTime(send.createdAt)}</time> })}
                {send.sentAt ? withNodes((values) => t('sends.sent', values), { at: <time dateTime={send.sentAt}>{f.dateTime(send.sentAt)}</time> }) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RelatedCard({ businessId, invoice }: { businessId: string; invoice: InvoiceDetail }) {
  const t = useTranslations('invoiceDetail');
  const f = useFormat();
  const money = useMoney();
  const documentTitle = useDocumentTitle();
  if (invoice.type === 'CREDIT_NOTE') {
    const credited = invoice.creditedInvoice;
    return credited ? (
      <Card title={t('related.creditedInvoice')}>
        <a href={`/dashboard/${businessId}/invoices/${credited.id}`} className={linkClass}>
          {t('related.invoice', { number: credited.number ?? '' })}
        </a>
        <span className="text-sm text-slate-700">
          {' '}
          {t('related.of', { date: f.date(credited.issueDate), amount: money(credited.totalAmount, invoice.currency) })}
        </span>
      </Card>
    ) : null;
  }
  if (invoice.status !== 'FINALIZED') return null;
  return (
    <Card title={t('related.creditNotes')}>
      {invoice.creditNotes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('related.none')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {invoice.creditNotes.map((note) => (
            <li key={note.id} className="flex flex-wrap items-center gap-2">
              <a href={`/dashboard/${businessId}/invoices/${note.id}`} className={linkClass}>
                {documentTitle({ type: 'CREDIT_NOTE', number: note.number })}
              </a>
              <span className="tabular-nums text-slate-700">{money(note.totalAmount, invoice.currency)}</span>
              <InvoiceStatusBadge status={note.status} />
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-3">
        <Term label={t('related.credited')}>{money(invoice.creditedAmount ?? 0, invoice.currency)}</Term>
        <Term label={t('related.outstanding')}>{money(invoice.outstandingAmount ?? 0, invoice.currency)}</Term>
      </dl>
    </Card>
  );
}

/** A finalized document's buyer and references, as printed. */
function DetailsCard({ invoice }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoiceDetail');
  const tc = useTranslations('common');
  const f = useFormat();
  const address = invoice.buyerAddress;
  return (
    <Card title={t('details.title')}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Term label={t('buyer')}>{invoice.buyerName}</Term>
        {invoice.buyerVatNumber ? <Term label={t('details.vatNumber')}>{formatVatNumber(invoice.buyerVatNumber)}</Term> : null}
        {invoice.buyerEmail ? <Term label={t('details.contactEmail')}><span className="break-all">{invoice.buyerEmail}</span></Term> : null}
        {invoice.eInvoice.buyerPeppolId ? (
          <Term label={t('details.peppolAddress')}>
            <PeppolIdText value={invoice.eInvoice.buyerPeppolId} />
          </Term>
        ) : null}
        {address ? (
          <Term label={tc('address')}>
            {address.line1}
            {address.line2 ? <span className="block">{address.line2}</span> : null}
            <span className="block">
              {address.postalCode} {address.city}, {f.country(address.country)}
            </span>
          </Term>
        ) : null}
        <Term label={t('issueDate')}>{f.date(invoice.issueDate)}</Term>
        {invoice.dueDate && invoice.type === 'INVOICE' ? <Term label={t('details.dueDate')}>{f.date(invoice.dueDate)}</Term> : null}
        {invoice.buyerReference ? <Term label={t('details.reference')}>{invoice.buyerReference}</Term> : null}
        {invoice.customerNumber ? <Term label={t('details.customerNumber')}>{invoice.customerNumber}</Term> : null}
        {invoice.claimReference ? <Term label={t('details.claimNumber')}>{invoice.claimReference}</Term> : null}
        {invoice.notes ? <Term label={tc('notes')}>{invoice.notes}</Term> : null}
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
  const t = useTranslations('invoiceDetail');
  const ti = useTranslations('invoices');
  const tc = useTranslations('common');
  const f = useFormat();
  const money = useMoney();
  const draft = invoice.status === 'DRAFT';
  const title = useDocumentTitle()(invoice);
  const close = () => setOpen(null);

  return (
    <>
      <a href={`/dashboard/${businessId}/invoices`} className={`mb-2 inline-block text-sm ${linkClass}`}>
        {ti('allInvoices')}
      </a>
      <PageHeader
        title={title}
        description={`${invoice.buyerName} · ${f.date(invoice.issueDate)} · ${money(invoice.totalAmount, invoice.currency)}`}
        actions={<InvoiceStatusBadge status={invoice.status} />}
      />
      <section aria-label={tc('actions')} className="mb-6 flex flex-wrap gap-2">
        {draft && canManage ? <Button onClick={() => setOpen('finalize')}>{t('finalizeButton')}</Button> : null}
        {!draft ? <Button onClick={() => setOpen('send')}>{t('sendButton')}</Button> : null}
        <ButtonLink href={invoicePdfUrl(businessId, invoice.id)} download aria-label={t(`downloadPdf.${documentKind(invoice)}`, { number: invoice.number ?? '' })}>
          <DownloadIcon />
          {draft ? t('previewPdf') : t('downloadPdfButton')}
        </ButtonLink>
        {!draft && invoice.eInvoice.ready ? (
          <ButtonLink href={invoiceUblUrl(businessId, invoice.id)} download variant="secondary" aria-label={t(`downloadUbl.${documentKind(invoice)}`, { number: invoice.number ?? '' })}>
            <DownloadIcon />
            {t('ublButton')}
          </ButtonLink>
        ) : null}
        {canManage && !draft && invoice.type === 'INVOICE' && (invoice.outstandingAmount ?? 0) > 0 ? (
          <Button variant="secondary" onClick={() => setOpen('credit')}>
            {t('createCreditNote')}
          </Button>
        ) : null}
        {draft && !canManage ? <p className="self-center text-sm text-slate-600">{t('managerFinalizes')}</p> : null}
        {draft ? (
          <Button variant="secondary" onClick={() => setOpen('delete')}>
            {t('deleteDraft')}
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
        title={t('delete.title')}
        description={t('delete.description', { buyer: invoice.buyerName, amount: money(invoice.totalAmount, invoice.currency) })}
        confirmLabel={t('delete.confirm')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify(t('delete.done'));
              router.push(`/dashboard/${businessId}/invoices`);
            },
            onError: (error) => {
              close();
              notify(t('delete.error', { error: error.message }), 'error');
            },
          })
        }
      />
    </>
  );
}
