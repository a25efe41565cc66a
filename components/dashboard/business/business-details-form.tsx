'use client';
// The business details: trade and legal name, registered address, VAT and enterprise numbers, contact, and the
// bank account published for transfers, the language invoices print in. Checked with the schema of PATCH /public/me before sending (the same
// messages on the same fields); the server's errors land on the fields too. Only changed fields are sent.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormStatus, SelectField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useUnsavedChangesWarning } from '@/components/ui/use-unsaved-warning';
import { type BusinessProfile, useBusinessDetails, useUpdateBusinessDetails } from '@/lib/dashboard/client/business';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { formatIban, updateBusinessBody } from '@/lib/domain/businesses/schemas';
import { LANGUAGE_NAMES, LOCALES } from '@/lib/i18n/translator';
import { useIssueFields } from '@/components/dashboard/account/use-issue-fields';

type Form = Record<
  'name' | 'legalName' | 'line1' | 'postalCode' | 'city' | 'country' | 'vatNumber' | 'enterpriseNumber' | 'email' | 'phone' | 'iban' | 'bic' | 'invoiceLanguage',
  string
>;

function formOf(profile: BusinessProfile): Form {
  return {
    name: profile.name,
    legalName: profile.legalName ?? '',
    line1: profile.address?.line1 ?? '',
    postalCode: profile.address?.postalCode ?? '',
    city: profile.address?.city ?? '',
    country: profile.address?.country ?? 'BE',
    vatNumber: profile.vatNumber ?? '',
    enterpriseNumber: profile.enterpriseNumber ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    iban: profile.iban ? formatIban(profile.iban) : '',
    bic: profile.bic ?? '',
    invoiceLanguage: profile.invoiceLanguage,
  };
}

const NULLABLE = ['legalName', 'vatNumber', 'enterpriseNumber', 'email', 'phone', 'iban', 'bic'] as const;

/** The body to send: each changed field ("" clears it), the address as a whole when any part of it changed. */
function changesOf(form: Form, profile: BusinessProfile): Record<string, unknown> {
  const saved = formOf(profile);
  const changes: Record<string, unknown> = {};
  if (form.name.trim() !== saved.name) changes.name = form.name;
  if (form.invoiceLanguage !== saved.invoiceLanguage) changes.invoiceLanguage = form.invoiceLanguage;
  for (const key of NULLABLE) if (form[key].trim() !== saved[key]) changes[key] = form[key].trim() === '' ? null : form[key];
  const addressKeys = ['line1', 'postalCode', 'city', 'country'] as const;
  if (addressKeys.some((key) => form[key].trim() !== saved[key])) {
    const empty = ['line1', 'postalCode', 'city'].every((key) => form[key as keyof Form].trim() === '');
    changes.address = empty ? null : { line1: form.line1, postalCode: form.postalCode, city: form.city, country: form.country };
  }
  return changes;
}

// Error paths of the schema (address.line1…) → the form's fields.
const fieldOfPath = (path: string) => (path.startsWith('address.') ? path.slice('address.'.length) : path === 'address' ? 'line1' : path);
const byField = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([path, message]) => [fieldOfPath(path), message]));

export function BusinessDetailsForm({ businessId, initialProfile }: { businessId: string; initialProfile: BusinessProfile }) {
  const { data: profile = initialProfile } = useBusinessDetails(businessId, initialProfile);
  const [form, setForm] = useState<Form>(() => formOf(initialProfile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateBusinessDetails(businessId);
  const notify = useToast();
  const t = useTranslations('business');
  const common = useTranslations('common');
  const issueFields = useIssueFields();
  const dirty = Object.keys(changesOf(form, profile)).length > 0;
  useUnsavedChangesWarning(dirty);

  const field = (key: keyof Form) => ({
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [key]: event.target.value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    },
  });

  const formError =
    save.error instanceof DashboardApiError && Object.keys(save.error.fieldErrors()).length === 0
      ? save.error.message
      : save.error && !(save.error instanceof DashboardApiError)
        ? t('unreachable')
        : null;

  function submit() {
    const changes = changesOf(form, profile);
    if (Object.keys(changes).length === 0) {
      notify(t('details.nothing'));
      return;
    }
    const parsed = updateBusinessBody.safeParse(changes);
    if (!parsed.success) {
      setErrors(byField(issueFields(parsed.error)));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setForm(formOf(saved));
        notify(t('details.saved'));
      },
      onError: (error) => {
        if (error instanceof DashboardApiError) setErrors(byField(error.fieldErrors()));
      },
    });
  }

  return (
    <form
      noValidate
      aria-label={t('details.label')}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card
        title={t('details.identity')}
        description={t('details.identityDescription')}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('details.tradeName')} autoComplete="organization" {...field('name')} />
          <TextField label={t('details.legalName')} hint={t('details.legalNameHint')} {...field('legalName')} />
          <TextField label={t('details.vatNumber')} hint={t('details.vatNumberHint')} autoCapitalize="characters" {...field('vatNumber')} />
          <TextField label={t('details.enterpriseNumber')} hint={t('details.enterpriseNumberHint')} inputMode="numeric" {...field('enterpriseNumber')} />
        </div>
      </Card>
      <Card title={t('details.registeredAddress')}>
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <TextField label={t('address.street')} autoComplete="street-address" {...field('line1')} />
          <TextField label={t('address.postalCode')} autoComplete="postal-code" {...field('postalCode')} />
          <TextField label={t('address.city')} autoComplete="address-level2" {...field('city')} />
          <TextField label={t('address.country')} hint={t('address.countryHint')} autoComplete="country" maxLength={2} {...field('country')} />
        </div>
      </Card>
      <Card title={t('details.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('details.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField label={common('phone')} type="tel" autoComplete="tel" hint={t('details.phoneHint')} {...field('phone')} />
        </div>
      </Card>
      <Card title={t('details.bank')} description={t('details.bankDescription')}>
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <TextField label="IBAN" autoComplete="off" spellCheck={false} hint={t('details.ibanHint')} {...field('iban')} />
          <TextField label="BIC" autoComplete="off" spellCheck={false} hint={t('details.bicHint')} {...field('bic')} />
        </div>
      </Card>
      <Card title={t('details.invoices')}>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label={t('details.invoiceLanguage')}
            hint={t('details.invoiceLanguageHint')}
            {...field('invoiceLanguage')}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" pending={save.isPending}>
          {save.isPending ? common('saving') : t('details.save')}
        </Button>
        <FormStatus formError={formError} fieldErrorCount={Object.keys(errors).length} dirty={dirty} />
      </div>
    </form>
  );
}
