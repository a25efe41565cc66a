'use client';
// The buyer and the document's details of a draft: buyer chosen from the business's customers (search) or typed
// in, with VAT number, address, contact e-mail and Peppol address (the e-invoice's); currency, dates, the three
// printed references and the notes. In "create" mode
// it makes the draft (POST, like POST /public/invoices) and goes to its page; on a draft it saves the changed
// fields (PATCH). Checked with the API's own schema first; the server's errors land on their fields too.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormStatus, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/components/ui/use-unsaved-warning';
import { type Buyer, type InvoiceDetail, useBuyers, useCreateInvoice, useInvoiceWrite } from '@/lib/dashboard/client/invoices';
import { DashboardApiError, issueFields } from '@/lib/dashboard/client/request';
import { createInvoiceBody, updateInvoiceBody } from '@/lib/domain/invoices/schemas';
import { LANGUAGE_NAMES, LOCALES } from '@/lib/i18n/translator';
import { PeppolIdField, peppolFieldOfPath, peppolIdBody } from '../peppol-id-field';
import { withNodes } from './invoice-format';
import { formLevelError, useFields } from './use-fields';

type Form = Record<
  | 'buyerName'
  | 'buyerVatNumber'
  | 'buyerEmail'
  | 'peppolScheme'
  | 'peppolId'
  | 'line1'
  | 'line2'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'currency'
  | 'issueDate'
  | 'dueDate'
  | 'buyerReference'
  | 'customerNumber'
  | 'claimReference'
  | 'notes'
  | 'language',
  string
>;

const EMPTY: Form = {
  buyerName: '',
  buyerVatNumber: '',
  buyerEmail: '',
  peppolScheme: '',
  peppolId: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  country: 'BE',
  currency: 'EUR',
  issueDate: '',
  dueDate: '',
  buyerReference: '',
  customerNumber: '',
  claimReference: '',
  notes: '',
  /** "": the business's invoice language. */
  language: '',
};

function formOf(invoice: InvoiceDetail): Form {
  return {
    buyerName: invoice.buyerName,
    buyerVatNumber: invoice.buyerVatNumber ?? '',
    buyerEmail: invoice.buyerEmail ?? '',
    peppolScheme: invoice.buyerPeppolId?.scheme ?? '',
    peppolId: invoice.buyerPeppolId?.id ?? '',
    line1: invoice.buyerAddress?.line1 ?? '',
    line2: invoice.buyerAddress?.line2 ?? '',
    postalCode: invoice.buyerAddress?.postalCode ?? '',
    city: invoice.buyerAddress?.city ?? '',
    country: invoice.buyerAddress?.country ?? 'BE',
    currency: invoice.currency,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate ?? '',
    buyerReference: invoice.buyerReference ?? '',
    customerNumber: invoice.customerNumber ?? '',
    claimReference: invoice.claimReference ?? '',
    notes: invoice.notes ?? '',
    language: invoice.language,
  };
}

const ADDRESS = ['line1', 'line2', 'postalCode', 'city', 'country'] as const;
const PEPPOL = ['peppolScheme', 'peppolId'] as const;

/** Ids of the buyer's inputs, so the page's e-invoice card can take the merchant to the one to fill in. */
export const buyerFieldIds = { buyerVatNumber: 'buyer-vat-number', buyerAddress: 'buyer-line1', buyerPeppolId: 'buyer-peppol-id' } as const;

/** The document's fields as the API takes them ("" clears a reference; no street, postcode or city: no address). */
function bodyOf(form: Form) {
  const noAddress = ['line1', 'postalCode', 'city'].every((key) => form[key as keyof Form].trim() === '');
  return {
    buyerName: form.buyerName,
    buyerVatNumber: form.buyerVatNumber.trim() || null,
    buyerEmail: form.buyerEmail.trim() || null,
    buyerPeppolId: peppolIdBody(form.peppolScheme, form.peppolId),
    buyerAddress: noAddress ? null : { line1: form.line1, line2: form.line2.trim() || null, postalCode: form.postalCode, city: form.city, country: form.country },
    currency: form.currency.trim(),
    issueDate: form.issueDate,
    dueDate: form.dueDate || null,
    buyerReference: form.buyerReference,
    customerNumber: form.customerNumber,
    claimReference: form.claimReference,
    notes: form.notes.trim() || null,
    language: form.language || undefined,
  };
}

/** A draft's changed fields only (the address, and the Peppol address, as a whole when any part of it changed). */
function changesOf(form: Form, invoice: InvoiceDetail): Record<string, unknown> {
  const saved = formOf(invoice);
  const body = bodyOf(form);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof typeof body)[]) {
    if (key === 'buyerAddress') {
      if (ADDRESS.some((part) => form[part].trim() !== saved[part].trim())) changes.buyerAddress = body.buyerAddress;
    } else if (key === 'buyerPeppolId') {
      if (PEPPOL.some((part) => form[part].trim() !== saved[part].trim())) changes.buyerPeppolId = body.buyerPeppolId;
    } else if (form[key].trim() !== saved[key].trim()) changes[key] = body[key];
  }
  return changes;
}

// Error paths of the schema (buyerAddress.line1, buyerPeppolId.id…) → the form's fields.
const fieldOfPath = (path: string) =>
  peppolFieldOfPath(path, 'buyerPeppolId') ?? (path.startsWith('buyerAddress.') ? path.slice('buyerAddress.'.length) : path === 'buyerAddress' ? 'line1' : path);
const byField = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([path, message]) => [fieldOfPath(path), message]));

/** Search the business's customers and take one as the buyer. */
function BuyerPicker({ businessId, onPick }: { businessId: string; onPick: (buyer: Buyer) => void }) {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const buyers = useBuyers(businessId, q.trim(), open);
  const resultsId = useId();
  const t = useTranslations('invoiceForm.picker');
  return (
    <div className="md:col-span-2">
      <TextField
        label={t('label')}
        type="search"
        value={q}
        placeholder={t('placeholder')}
        hint={t('hint')}
        aria-controls={open ? resultsId : undefined}
        onChange={(event) => {
          setQ(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {open ? (
        <div id={resultsId} aria-live="polite" className="mt-2">
          {buyers.isPending ? (
            <p className="text-sm text-slate-600">{t('searching')}</p>
          ) : buyers.isError ? (
            <p className="text-sm text-red-700">{t('error', { error: buyers.error.message })}</p>
          ) : buyers.data.data.length === 0 ? (
            <p className="text-sm text-slate-600">{t('noMatch', { q })}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t('results')}>
              {buyers.data.data.map((buyer) => (
                <li key={buyer.id}>
                  <button
                    type="button"
                    className="flex w-full flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    onClick={() => {
                      onPick(buyer);
                      setOpen(false);
                      setQ('');
                    }}
                  >
                    <span className="font-medium text-slate-900">{buyer.name}</span>
                    <span className="min-w-0 break-all text-slate-600">{buyer.email ?? buyer.vatNumber ?? ''}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

export function InvoiceHeaderForm({
  businessId,
  invoice,
  currencies,
  onDirtyChange,
}: {
  businessId: string;
  /** The draft to edit; absent: a new invoice. */
  invoice?: InvoiceDetail;
  currencies: string[];
  /** Told when the form gets or loses unsaved changes (the draft's page keeps Finalize from skipping them). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { form, setForm, errors, setErrors, field } = useFields<Form>(() => (invoice ? formOf(invoice) : EMPTY));
  const [customer, setCustomer] = useState<{ id: string; name: string } | null>(null);
  const create = useCreateInvoice(businessId);
  const write = useInvoiceWrite(businessId, invoice?.id ?? '');
  const save = invoice ? write : create;
  const router = useRouter();
  const notify = useToast();
  const currencyList = useId();
  const t = useTranslations('invoiceForm');
  const ti = useTranslations('invoices');
  const tc = useTranslations('common');
  const dirty = invoice ? Object.keys(changesOf(form, invoice)).length > 0 : JSON.stringify(form) !== JSON.stringify(EMPTY);
  useUnsavedChangesWarning(dirty && !create.isSuccess);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  function pick(buyer: Buyer) {
    setCustomer(invoice ? null : { id: buyer.id, name: buyer.name });
    setForm((current) => ({
      ...current,
      buyerName: buyer.name,
      buyerVatNumber: buyer.vatNumber ?? '',
      buyerEmail: buyer.email ?? '',
      peppolScheme: buyer.peppolId?.scheme ?? '',
      peppolId: buyer.peppolId?.id ?? '',
      line1: buyer.address?.line1 ?? '',
      line2: buyer.address?.line2 ?? '',
      postalCode: buyer.address?.postalCode ?? '',
      city: buyer.address?.city ?? '',
      country: buyer.address?.country ?? 'BE',
    }));
    setErrors({});
  }

  function peppolField(key: (typeof PEPPOL)[number], value: string) {
    setForm((current) => ({ ...current, [key]: value }));
    // A message on either half may concern the other (an identifier checked against its scheme).
    setErrors(({ peppolScheme: _scheme, peppolId: _id, ...rest }) => rest);
  }

  const onError = (error: Error) => {
    if (error instanceof DashboardApiError) setErrors(byField(error.fieldErrors()));
  };

  function submit() {
    if (invoice) {
      const changes = changesOf(form, invoice);
      if (Object.keys(changes).length === 0) {
        notify(t('nothingChanged'));
        return;
      }
      const parsed = updateInvoiceBody.safeParse(changes);
      if (!parsed.success) return setErrors(byField(issueFields(parsed.error)));
      setErrors({});
      write.mutate({ kind: 'update', body: parsed.data }, { onSuccess: (saved) => { setForm(formOf(saved)); notify(t('saved')); }, onError });
      return;
    }
    if (!customer && form.buyerName.trim() === '') return setErrors({ buyerName: t('buyerNameRequired') });
    const { issueDate, dueDate, ...rest } = bodyOf(form);
    const parsed = createInvoiceBody.safeParse({
      ...rest,
      ...(issueDate ? { issueDate } : {}),
      ...(dueDate ? { dueDate } : {}),
      ...(customer ? { customerId: customer.id } : {}),
    });
    if (!parsed.success) return setErrors(byField(issueFields(parsed.error)));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        notify(t('created'));
        router.push(`/dashboard/${businessId}/invoices/${created.id}`);
      },
      onError,
    });
  }

  const formError = formLevelError(save.error, ti('unreachable'));
  const isCreditNote = invoice?.type === 'CREDIT_NOTE';

  return (
    <form
      noValidate
      aria-label={invoice ? t('formLabel') : ti('newInvoice')}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card title={t('buyer.title')} description={t('buyer.description')}>
        <div className="grid gap-4 md:grid-cols-2">
          <BuyerPicker businessId={businessId} onPick={pick} />
          {customer ? (
            <p className="text-sm text-slate-700 md:col-span-2">
              {withNodes((values) => t('buyer.linked', values), { name: <span className="font-medium">{customer.name}</span> })}{' '}
              <button type="button" className="text-brand-700 underline underline-offset-4" onClick={() => setCustomer(null)}>
                {t('buyer.unlink')}
              </button>
            </p>
          ) : null}
          <TextField label={t('buyer.name')} autoComplete="off" maxLength={200} {...field('buyerName')} />
          <TextField label={t('buyer.vatNumber')} hint={t('buyer.vatNumberHint')} autoCapitalize="characters" maxLength={30} id={buyerFieldIds.buyerVatNumber} {...field('buyerVatNumber')} />
          <TextField label={t('buyer.line1')} id={buyerFieldIds.buyerAddress} {...field('line1')} />
          <TextField label={t('buyer.line2')} {...field('line2')} />
          <TextField label={t('buyer.postalCode')} {...field('postalCode')} />
          <TextField label={t('buyer.city')} {...field('city')} />
          <TextField label={t('buyer.country')} hint={t('buyer.countryHint')} maxLength={2} {...field('country')} />
          <TextField
            label={t('buyer.email')}
            type="email"
            autoComplete="off"
            hint={t('buyer.emailHint')}
            maxLength={254}
            {...field('buyerEmail')}
          />
          <PeppolIdField
            className="md:col-span-2"
            scheme={form.peppolScheme}
            id={form.peppolId}
            vatNumber={form.buyerVatNumber}
            errors={{ scheme: errors.peppolScheme, id: errors.peppolId }}
            idFieldId={buyerFieldIds.buyerPeppolId}
            onSchemeChange={(value) => peppolField('peppolScheme', value)}
            onIdChange={(value) => peppolField('peppolId', value)}
          />
        </div>
      </Card>
      <Card title={t('document.title')} description={t('document.description')}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={t('document.currency')}
            hint={isCreditNote ? t('document.currencyHintCreditNote') : t('document.currencyHint')}
            maxLength={3}
            autoCapitalize="characters"
            list={currencyList}
            disabled={isCreditNote}
            {...field('currency')}
          />
          <datalist id={currencyList}>
            {['EUR', ...currencies].map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
          <TextField label={t('document.issueDate')} type="date" hint={invoice ? undefined : t('document.issueDateHint')} {...field('issueDate')} />
          <TextField label={t('document.dueDate')} type="date" hint={invoice ? t('document.dueDateHintDraft') : t('document.dueDateHintNew')} {...field('dueDate')} />
          <TextField label={t('document.reference')} hint={t('document.referenceHint')} maxLength={120} {...field('buyerReference')} />
          <TextField label={t('document.customerNumber')} hint={t('document.customerNumberHint')} maxLength={60} {...field('customerNumber')} />
          <TextField label={t('document.claimNumber')} hint={t('document.claimNumberHint')} maxLength={120} {...field('claimReference')} />
          <SelectField label={tc('language')} hint={invoice ? t('document.languageHintDraft') : t('document.languageHintNew')} {...field('language')}>
            {invoice ? null : <option value="">{t('document.businessDefault')}</option>}
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t('document.notes')} hint={t('document.notesHint')} rows={3} maxLength={2000} className="md:col-span-3" {...field('notes')} />
        </div>
      </Card>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" pending={save.isPending}>
          {invoice ? (save.isPending ? tc('saving') : t('saveDetails')) : save.isPending ? t('creating') : t('createDraft')}
        </Button>
        <FormStatus formError={formError} fieldErrorCount={Object.keys(errors).length} dirty={dirty} />
      </div>
    </form>
  );
}
