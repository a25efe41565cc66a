'use client';
// The buyer and the document's details of a draft: buyer chosen from the business's customers (search) or typed
// in, with VAT number, address, contact e-mail and Peppol address (the e-invoice's); currency, dates, the three
// printed references and the notes. In "create" mode
// it makes the draft (POST, like POST /public/invoices) and goes to its page; on a draft it saves the changed
// fields (PATCH). Checked with the API's own schema first; the server's errors land on their fields too.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
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
  return (
    <div className="md:col-span-2">
      <TextField
        label="Find a customer"
        type="search"
        value={q}
        placeholder="Name, company, e-mail or phone"
        hint="Fills in the buyer from your customers; or type the buyer below."
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
            <p className="text-sm text-slate-600">Searching…</p>
          ) : buyers.isError ? (
            <p className="text-sm text-red-700">Could not search your customers: {buyers.error.message}</p>
          ) : buyers.data.data.length === 0 ? (
            <p className="text-sm text-slate-600">No customer matches “{q}”.</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Matching customers">
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
        notify('Nothing to save: no detail changed.');
        return;
      }
      const parsed = updateInvoiceBody.safeParse(changes);
      if (!parsed.success) return setErrors(byField(issueFields(parsed.error)));
      setErrors({});
      write.mutate({ kind: 'update', body: parsed.data }, { onSuccess: (saved) => { setForm(formOf(saved)); notify('Invoice details saved.'); }, onError });
      return;
    }
    if (!customer && form.buyerName.trim() === '') return setErrors({ buyerName: "Enter the buyer's name, or choose one of your customers" });
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
        notify('Draft created: add its lines.');
        router.push(`/dashboard/${businessId}/invoices/${created.id}`);
      },
      onError,
    });
  }

  const formError = formLevelError(save.error);
  const isCreditNote = invoice?.type === 'CREDIT_NOTE';

  return (
    <form
      noValidate
      aria-label={invoice ? 'Invoice details' : 'New invoice'}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card title="Buyer" description="Printed on the document as the customer. VAT number, address and Peppol address are needed only for business customers (and their e-invoice).">
        <div className="grid gap-4 md:grid-cols-2">
          <BuyerPicker businessId={businessId} onPick={pick} />
          {customer ? (
            <p className="text-sm text-slate-700 md:col-span-2">
              Made out to your customer <span className="font-medium">{customer.name}</span>: the invoice appears on their page and can be e-mailed to them.{' '}
              <button type="button" className="text-brand-700 underline underline-offset-4" onClick={() => setCustomer(null)}>
                Not linked to a customer
              </button>
            </p>
          ) : null}
          <TextField label="Buyer name" autoComplete="off" maxLength={200} {...field('buyerName')} />
          <TextField label="VAT number (optional)" hint="E.g. BE0123456749" autoCapitalize="characters" maxLength={30} id={buyerFieldIds.buyerVatNumber} {...field('buyerVatNumber')} />
          <TextField label="Street and number" id={buyerFieldIds.buyerAddress} {...field('line1')} />
          <TextField label="Address line 2 (optional)" {...field('line2')} />
          <TextField label="Postal code" {...field('postalCode')} />
          <TextField label="City" {...field('city')} />
          <TextField label="Country" hint="Two letters, e.g. BE" maxLength={2} {...field('country')} />
          <TextField
            label="Contact e-mail (optional)"
            type="email"
            autoComplete="off"
            hint="The buyer's accounting contact, carried in the e-invoice"
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
      <Card title="Document" description="The currency, dates and references printed on the document.">
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label="Currency"
            hint={isCreditNote ? 'The currency of the credited invoice' : 'EUR, or another ISO code such as USD, GBP, CHF'}
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
          <TextField label="Issue date" type="date" hint={invoice ? undefined : 'Empty: today'} {...field('issueDate')} />
          <TextField label="Due date" type="date" hint={invoice ? 'Empty: no due date' : 'Empty: your payment terms'} {...field('dueDate')} />
          <TextField label="Reference (optional)" hint="Printed as « Référence », e.g. the buyer's order number" maxLength={120} {...field('buyerReference')} />
          <TextField label="Customer number (optional)" hint="Printed as « N° client »" maxLength={60} {...field('customerNumber')} />
          <TextField label="Claim number (optional)" hint="Printed as « Réclamation N° »" maxLength={120} {...field('claimReference')} />
          <SelectField
            label="Language"
            hint={invoice ? 'The document prints and is e-mailed in it; fixed once finalized' : "Empty: your business's invoice language"}
            {...field('language')}
          >
            {invoice ? null : <option value="">Business default</option>}
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </SelectField>
          <TextAreaField label="Notes (optional)" hint="Printed under the totals" rows={3} maxLength={2000} className="md:col-span-3" {...field('notes')} />
        </div>
      </Card>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" pending={save.isPending}>
          {invoice ? (save.isPending ? 'Saving…' : 'Save details') : save.isPending ? 'Creating…' : 'Create draft'}
        </Button>
        <FormStatus formError={formError} fieldErrorCount={Object.keys(errors).length} dirty={dirty} />
      </div>
    </form>
  );
}
