'use client';
// The customer's fields, shared by "New customer" and "Edit": the form's state, the body each sends (a new
// customer: the filled fields; an edit: only the changed ones, "" clearing a field), the fields themselves
// with their errors (the schema's before sending, the server's after; `address.city` lands on City,
// `peppolId.id` on the Peppol identifier), and the dialog holding them.
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { CustomerView } from '@/lib/domain/customers/schemas';
import { PeppolIdField, peppolFieldOfPath, peppolIdBody } from '../peppol-id-field';
import { DialogForm, DialogFormFooter } from './form-parts';

export type CustomerForm = Record<
  'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'vatNumber' | 'peppolScheme' | 'peppolId' | 'line1' | 'postalCode' | 'city' | 'country' | 'notes',
  string
> & { marketingConsent: boolean };

const TEXT = ['firstName', 'lastName', 'email', 'phone', 'company', 'vatNumber', 'notes'] as const;
const ADDRESS = ['line1', 'postalCode', 'city', 'country'] as const;
const PEPPOL = ['peppolScheme', 'peppolId'] as const;

export const emptyCustomerForm: CustomerForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  vatNumber: '',
  peppolScheme: '',
  peppolId: '',
  line1: '',
  postalCode: '',
  city: '',
  country: 'BE',
  notes: '',
  marketingConsent: false,
};

export function customerFormOf(customer: CustomerView): CustomerForm {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    company: customer.company ?? '',
    vatNumber: customer.vatNumber ?? '',
    peppolScheme: customer.peppolId?.scheme ?? '',
    peppolId: customer.peppolId?.id ?? '',
    line1: customer.address?.line1 ?? '',
    postalCode: customer.address?.postalCode ?? '',
    city: customer.address?.city ?? '',
    country: customer.address?.country ?? 'BE',
    notes: customer.notes ?? '',
    marketingConsent: customer.marketingConsent,
  };
}

const addressOf = (form: CustomerForm) =>
  ['line1', 'postalCode', 'city'].every((key) => form[key as keyof CustomerForm] === '')
    ? null
    : { line1: form.line1, postalCode: form.postalCode, city: form.city, country: form.country };

/** A new customer's body: the fields filled in. */
export function createBodyOf(form: CustomerForm): Record<string, unknown> {
  const body: Record<string, unknown> = { marketingConsent: form.marketingConsent };
  for (const key of TEXT) if (form[key].trim() !== '') body[key] = form[key];
  const address = addressOf(form);
  if (address) body.address = address;
  const peppolId = peppolIdBody(form.peppolScheme, form.peppolId);
  if (peppolId) body.peppolId = peppolId;
  return body;
}

/** An edit's body: each changed field ("" → null), the address and the Peppol address whole when any part of one changed. */
export function changesOf(form: CustomerForm, customer: CustomerView): Record<string, unknown> {
  const saved = customerFormOf(customer);
  const changes: Record<string, unknown> = {};
  for (const key of TEXT) if (form[key].trim() !== saved[key]) changes[key] = form[key].trim() === '' ? null : form[key];
  if (ADDRESS.some((key) => form[key].trim() !== saved[key])) changes.address = addressOf(form);
  if (PEPPOL.some((key) => form[key].trim() !== saved[key])) changes.peppolId = peppolIdBody(form.peppolScheme, form.peppolId);
  if (form.marketingConsent !== saved.marketingConsent) changes.marketingConsent = form.marketingConsent;
  return changes;
}

// Error paths of the schema (address.line1, peppolId.scheme…) → the form's fields.
const fieldOfPath = (path: string) =>
  peppolFieldOfPath(path, 'peppolId') ?? (path.startsWith('address.') ? path.slice('address.'.length) : path === 'address' ? 'line1' : path);
export const customerFieldErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [fieldOfPath(path), message]));

export function CustomerFields({
  form,
  errors,
  onChange,
}: {
  form: CustomerForm;
  errors: Record<string, string>;
  onChange: <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => void;
}) {
  const t = useTranslations('customers');
  const common = useTranslations('common');
  const field = (key: Exclude<keyof CustomerForm, 'marketingConsent' | 'peppolScheme' | 'peppolId'>) => ({
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });
  return (
    <div className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{common('name')}</legend>
        <TextField label={t('form.firstName')} autoComplete="off" {...field('firstName')} />
        <TextField label={t('form.lastName')} autoComplete="off" {...field('lastName')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('form.contact')}</legend>
        <TextField label={t('email')} type="email" autoComplete="off" {...field('email')} />
        <TextField label={common('phone')} type="tel" autoComplete="off" hint={t('form.phoneHint')} {...field('phone')} />
        <TextField label={t('company')} autoComplete="off" {...field('company')} />
        <TextField label={t('vatNumber')} autoComplete="off" hint={t('form.vatNumberHint')} {...field('vatNumber')} />
        <PeppolIdField
          className="sm:col-span-2"
          scheme={form.peppolScheme}
          id={form.peppolId}
          vatNumber={form.vatNumber}
          errors={{ scheme: errors.peppolScheme, id: errors.peppolId }}
          onSchemeChange={(value) => onChange('peppolScheme', value)}
          onIdChange={(value) => onChange('peppolId', value)}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('form.address')}</legend>
        <TextField label={t('form.line1')} autoComplete="off" {...field('line1')} />
        <TextField label={t('form.postalCode')} autoComplete="off" {...field('postalCode')} />
        <TextField label={t('form.city')} autoComplete="off" {...field('city')} />
        <TextField label={t('form.country')} hint={t('form.countryHint')} maxLength={2} autoComplete="off" {...field('country')} />
      </fieldset>
      <TextAreaField label={common('notes')} hint={t('form.notesHint')} rows={2} {...field('notes')} />
      <Checkbox
        label={t('form.marketing')}
        description={t('form.marketingHint')}
        checked={form.marketingConsent}
        onCheckedChange={(checked) => onChange('marketingConsent', checked)}
      />
    </div>
  );
}

export type FieldErrors = Record<string, string>;

/** The customer dialog: the fields, `notice` under them, the footer; `onSubmit` reports errors through `setErrors`. */
export function CustomerFormDialog({
  title,
  description,
  initial,
  submitLabel,
  pending,
  error,
  notice,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  initial: CustomerForm;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  notice?: ReactNode;
  onSubmit: (form: CustomerForm, setErrors: (errors: FieldErrors) => void) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<CustomerForm>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <DialogForm wide title={title} description={description} onSubmit={() => onSubmit(form, (found) => setErrors(customerFieldErrors(found)))} onClose={onClose}>
      <CustomerFields
        form={form}
        errors={errors}
        onChange={(key, value) => {
          setForm((current) => ({ ...current, [key]: value }));
          setErrors(({ [key]: _cleared, ...rest }) => rest);
        }}
      />
      {notice}
      <DialogFormFooter error={error} fieldErrorCount={Object.keys(errors).length} pending={pending} submitLabel={submitLabel} onCancel={onClose} />
    </DialogForm>
  );
}
